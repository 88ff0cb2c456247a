import { useState, type ChangeEvent, type FormEvent } from 'react';
import { DEFAULT_BLOG_AUTHOR, slugFromTitle, type AdminBlogPost, type BlogPostInput } from '../../../../shared/blog';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { messageOf } from '../../../lib/api';
import { usePreview, useSavePost, useUploadImage } from './api';

type FormState = Required<{ [K in keyof BlogPostInput]: NonNullable<BlogPostInput[K]> }>;

const EMPTY: FormState = {
  slug: '',
  title: '',
  excerpt: '',
  markdown: '',
  category: '',
  tags: [],
  featuredImage: '',
  author: '',
  metaTitle: '',
  metaDescription: '',
  featured: false,
  published: false,
};

function formOf(post: AdminBlogPost | undefined): FormState {
  if (!post) return EMPTY;
  return {
    ...EMPTY,
    ...post,
    featuredImage: post.featuredImage ?? '',
    // The server fills in the default author; an empty box keeps that default.
    author: post.author === DEFAULT_BLOG_AUTHOR ? '' : post.author,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
  };
}

const TEXT_FIELDS = [
  ['title', 'Title'],
  ['slug', 'Slug (the address /blog/…)'],
  ['category', 'Category'],
  ['author', 'Author (empty: the product team)'],
  ['metaTitle', 'Meta title (empty: the title)'],
  ['metaDescription', 'Meta description (empty: the excerpt)'],
] as const;

/** Create or edit one post: Markdown, preview, picture upload, publish and feature. */
export function BlogPostForm({ post, onSaved }: { post: AdminBlogPost | undefined; onSaved: (post: AdminBlogPost) => void }) {
  const [form, setForm] = useState<FormState>(() => formOf(post));
  const [tagText, setTagText] = useState(() => formOf(post).tags.join(', '));
  const save = useSavePost();
  const preview = usePreview();
  const upload = useUploadImage();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  // A new post's slug follows its title until the editor types a slug of their own.
  const [slugTyped, setSlugTyped] = useState(post !== undefined);
  const setText = (key: (typeof TEXT_FIELDS)[number][0], value: string) => {
    if (key === 'slug') setSlugTyped(value !== '');
    setForm((current) => ({ ...current, [key]: value, ...(key === 'title' && !slugTyped ? { slug: slugFromTitle(value) } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tags = tagText
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    save.mutate({ id: post?.id ?? null, input: { ...form, tags } }, { onSuccess: onSaved });
  };

  const uploadImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file, { onSuccess: ({ url }) => set('featuredImage', url) });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([key, label]) => (
          <Field key={key} label={label} htmlFor={`post-${key}`}>
            <Input id={`post-${key}`} value={form[key]} onChange={(event) => setText(key, event.target.value)} />
          </Field>
        ))}
      </div>
      <Field label="Excerpt" htmlFor="post-excerpt">
        <Textarea id="post-excerpt" rows={2} value={form.excerpt} onChange={(event) => set('excerpt', event.target.value)} />
      </Field>
      <Field label="Tags (comma-separated)" htmlFor="post-tags">
        <Input id="post-tags" value={tagText} onChange={(event) => setTagText(event.target.value)} />
      </Field>
      <Field
        label="Featured image"
        htmlFor="post-image"
        error={upload.error ? messageOf(upload.error) : undefined}
        hint="A path on this site, an https address, or upload a PNG, JPEG, WebP, GIF or AVIF picture."
      >
        <div className="flex flex-wrap items-center gap-3">
          <Input id="post-image" className="min-w-0 flex-1" value={form.featuredImage} onChange={(event) => set('featuredImage', event.target.value)} />
          <label className="cursor-pointer rounded-lg border border-fairway-800 px-3 py-2 text-sm font-semibold text-fairway-800 hover:bg-fairway-50">
            {upload.isPending ? 'Uploading...' : 'Upload picture'}
            <input type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" className="sr-only" onChange={uploadImage} />
          </label>
        </div>
      </Field>
      <Field label="Content (Markdown)" htmlFor="post-markdown">
        <Textarea id="post-markdown" rows={16} className="font-mono text-sm" value={form.markdown} onChange={(event) => set('markdown', event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 font-medium text-fairway-900">
          <input type="checkbox" checked={form.published} onChange={(event) => set('published', event.target.checked)} /> Published
        </label>
        <label className="flex items-center gap-2 font-medium text-fairway-900">
          <input type="checkbox" checked={form.featured} onChange={(event) => set('featured', event.target.checked)} /> Featured
        </label>
      </div>
      {save.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {messageOf(save.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save post'}
        </Button>
        <Button variant="outline" disabled={preview.isPending || form.markdown.trim() === ''} onClick={() => preview.mutate(form.markdown)}>
          Preview
        </Button>
      </div>
      {preview.data && (
        <section aria-label="Preview" className="rounded-2xl border border-fairway-100 bg-cream p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-gold-700">Preview</h3>
          {/* Sanitised by the server exactly as the published article will be (decision 1010). */}
          <div
            className="mt-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-6 [&_li]:list-disc [&_p]:mt-3"
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </section>
      )}
    </form>
  );
}
