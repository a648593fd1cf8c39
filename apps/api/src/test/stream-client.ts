/** A test reader of the live stream: the events received so far, and whether the server ended the stream. */
export type OpenedStream = {
  status: number;
  events: { id?: string; event?: string; data?: string }[];
  text: () => string;
  ended: () => boolean;
  close: () => void;
};

export async function openStream(base: string, headers: Record<string, string>): Promise<OpenedStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/sse-notif/stream`, { headers, signal: controller.signal });
  let text = '';
  let ended = false;
  const events: OpenedStream['events'] = [];
  if (res.body && res.status === 200) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          let at = text.indexOf('\n\n');
          while (at >= 0) {
            const block = text.slice(0, at);
            text = text.slice(at + 2);
            const event: OpenedStream['events'][number] = {};
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(': ');
              const value = rest.join(': ');
              if (field === 'id') event.id = value;
              if (field === 'event') event.event = value;
              if (field === 'data') event.data = value;
            }
            if (event.event) events.push(event);
            at = text.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by close()
      }
      ended = true;
    })();
  } else {
    text = await res.text();
    ended = true;
  }
  return {
    status: res.status,
    events,
    text: () => text,
    ended: () => ended,
    close: () => controller.abort(),
  };
}
