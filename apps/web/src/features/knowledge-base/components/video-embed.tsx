import { kbVideoIdPattern } from '@homer/contracts/knowledge-base';
import { AspectRatio } from '@mantine/core';

/**
 * The document's video by its id on the hosting service's privacy-enhanced domain, which sets no tracking
 * cookies until the reader plays it. The id is checked again here: it becomes part of a URL.
 */
export function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  if (!kbVideoIdPattern.test(videoId)) return null;
  return (
    <AspectRatio ratio={16 / 9} maw={720}>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${videoId}`}
        title={`Video: ${title}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
