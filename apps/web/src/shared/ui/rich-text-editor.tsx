import '@mantine/tiptap/styles.css';
import { Input, Loader } from '@mantine/core';
import { RichTextEditor as MantineEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { mergeAttributes, Node, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';

const spanAttributes = {
  colspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan') ?? 1) },
  rowspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan') ?? 1) },
};

function cell(name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') {
  return Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes: () => spanAttributes,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });
}

/**
 * Tables as stored content may hold them (the server keeps them): kept and shown while editing, so saving a
 * document does not flatten its tables. There are no table-editing controls.
 */
const tableNodes = [
  Node.create({
    name: 'table',
    group: 'block',
    content: 'tableRow+',
    isolating: true,
    parseHTML: () => [{ tag: 'table' }],
    renderHTML: () => ['table', ['tbody', 0]],
  }),
  Node.create({
    name: 'tableRow',
    content: '(tableCell | tableHeader)+',
    parseHTML: () => [{ tag: 'tr' }],
    renderHTML: () => ['tr', 0],
  }),
  cell('tableCell', 'td'),
  cell('tableHeader', 'th'),
];

export type UploadedImage = { src: string; alt: string };

export type RichTextEditorProps = {
  label: string;
  /** HTML; read once when the editor starts (give the component a new key to load other content). */
  initialValue: string;
  onChange: (html: string) => void;
  /** Uploads a picked image and returns where it is served; without it the editor has no image button. */
  onUploadImage?: (file: File) => Promise<UploadedImage>;
  onUploadError?: (error: unknown) => void;
  description?: string;
};

function ImageUploadControl({
  upload,
  onError,
}: {
  upload: (file: File) => Promise<UploadedImage>;
  onError?: (error: unknown) => void;
}) {
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const picked = async (file: File | undefined) => {
    if (!file || !editor) return;
    setBusy(true);
    try {
      const image = await upload(file);
      editor.chain().focus().setImage(image).run();
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <MantineEditor.Control
        aria-label="Upload image"
        title="Upload image"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
      </MantineEditor.Control>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label="Image file"
        hidden
        onChange={(event) => void picked(event.currentTarget.files?.[0])}
      />
    </>
  );
}

/**
 * The app's rich-text editor (tiptap through @mantine/tiptap). Load it lazily: the editor and its styles are a
 * large download that only editing screens need (scripts/size.ts budgets).
 */
export default function RichTextEditor({
  label,
  initialValue,
  onChange,
  onUploadImage,
  onUploadError,
  description,
}: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https' } }),
      Image.configure({ inline: false }),
      ...tableNodes,
    ],
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(description ? { 'aria-describedby': descriptionId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div>
      <Input.Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <MantineEditor editor={editor} mt={4}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.Code />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            {onUploadImage && <ImageUploadControl upload={onUploadImage} onError={onUploadError} />}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={200} />
      </MantineEditor>
    </div>
  );
}
