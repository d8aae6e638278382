// The rich text editor of posts (@mantine/tiptap): headings, emphasis, lists, quotes, links and
// images uploaded through POST api/posts/images. Lazily loaded with the authoring screens only.
import '@mantine/tiptap/styles.layer.css';
import '@/lib/i18n-member';
import { useRef, useState } from 'react';
import { Input, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { uploadPostImage } from '@/lib/post-authoring';

type PostRichTextProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
};

export function PostRichText({ label, value, onChange, error, required }: PostRichTextProps) {
  const { t } = useTranslation('member');
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: false,
        code: false,
        codeBlock: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, 'data-testid': 'post-contents' } },
  });

  const upload = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const url = await uploadPostImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: '' })
        // The inserted image ends up selected; typing would replace it. The cursor goes on
        // into the paragraph after it (a new one when the image is last).
        .command(({ tr }) => {
          if (!(tr.selection instanceof NodeSelection)) return true;
          const end = tr.selection.to;
          const paragraph = tr.doc.type.schema.nodes.paragraph;
          if (!paragraph) return true;
          if (!tr.doc.resolve(end).nodeAfter?.isTextblock) tr.insert(end, paragraph.create());
          tr.setSelection(TextSelection.create(tr.doc, end + 1));
          return true;
        })
        .run();
    } catch (err) {
      notifications.show({
        color: 'red',
        message: isApiError(err) ? err.message : t('memberPosts.editor.uploadFailed'),
      });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('memberPosts.editor.bold'),
          italicControlLabel: t('memberPosts.editor.italic'),
          underlineControlLabel: t('memberPosts.editor.underline'),
          strikeControlLabel: t('memberPosts.editor.strike'),
          h2ControlLabel: t('memberPosts.editor.h2'),
          h3ControlLabel: t('memberPosts.editor.h3'),
          bulletListControlLabel: t('memberPosts.editor.bulletList'),
          orderedListControlLabel: t('memberPosts.editor.orderedList'),
          blockquoteControlLabel: t('memberPosts.editor.blockquote'),
          hrControlLabel: t('memberPosts.editor.hr'),
          linkControlLabel: t('memberPosts.editor.link'),
          unlinkControlLabel: t('memberPosts.editor.unlink'),
          undoControlLabel: t('memberPosts.editor.undo'),
          redoControlLabel: t('memberPosts.editor.redo'),
          linkEditorInputLabel: t('memberPosts.editor.linkUrl'),
          linkEditorInputPlaceholder: t('memberPosts.editor.linkPlaceholder'),
          linkEditorSave: t('memberPosts.editor.linkSave'),
          linkEditorExternalLink: t('memberPosts.editor.linkExternal'),
          linkEditorInternalLink: t('memberPosts.editor.linkInternal'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => fileRef.current?.click()}
              aria-label={t('memberPosts.editor.image')}
              title={t('memberPosts.editor.image')}
              disabled={uploading}
            >
              {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
      />
    </Input.Wrapper>
  );
}
