import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, AdminBlogPostSummary, BlogPostInput } from '../../../../shared/blog';
import { toast } from '../../../components/ui/toast-store';
import { apiJson, throwIfNotOk } from '../../../lib/api';

/** The blog editor's calls (decision 1010); admin reads without retry like the other admin calls. */
const LIST_KEY = ['/api/admin/blog'] as const;

export const useAdminBlogPosts = () => useQuery<AdminBlogPostSummary[]>({ queryKey: LIST_KEY, retry: false });
export const useAdminBlogPost = (id: string | null) =>
  useQuery<AdminBlogPost>({ queryKey: ['/api/admin/blog', id], enabled: id !== null, retry: false });

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      id ? apiJson<AdminBlogPost>('PUT', `/api/admin/blog/${id}`, input) : apiJson<AdminBlogPost>('POST', '/api/admin/blog', input),
    onSuccess: async (post) => {
      queryClient.setQueryData(['/api/admin/blog', post.id], post);
      // The public lists and the article change with publishing and featuring.
      await Promise.all([LIST_KEY, ['/api/blog'], ['/api/blog/featured']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast({ title: 'Post saved', description: post.published ? `Published at /blog/${post.slug}.` : 'Saved as a draft.' });
    },
  });
}

export function usePreview() {
  return useMutation({ mutationFn: (markdown: string) => apiJson<{ html: string }>('POST', '/api/admin/blog/preview', { markdown }) });
}

/** Sends the picture's own bytes; the server names its type from them. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch('/api/admin/blog/images', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'image/unknown' },
        body: file,
      });
      await throwIfNotOk(response);
      return (await response.json()) as { url: string };
    },
  });
}
