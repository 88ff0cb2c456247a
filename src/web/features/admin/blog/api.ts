import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, AdminBlogPostSummary, BlogPostInput } from '../../../../shared/blog';
import { toast } from '../../../components/ui/toast-store';
import { apiJson, throwIfNotOk } from '../../../lib/api';
import { API_ROUTES, pathTo } from '../../../../shared/routes';

/** The blog editor's calls (decision 1010); admin reads without retry like the other admin calls. */
const LIST_KEY = [API_ROUTES.adminBlogPosts] as const;

export const useAdminBlogPosts = () => useQuery<AdminBlogPostSummary[]>({ queryKey: LIST_KEY, retry: false });
export const useAdminBlogPost = (id: string | null) =>
  useQuery<AdminBlogPost>({ queryKey: [API_ROUTES.adminBlogPosts, id], enabled: id !== null, retry: false });

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      id ? apiJson<AdminBlogPost>('PUT', pathTo(API_ROUTES.adminBlogPost, { id }), input) : apiJson<AdminBlogPost>('POST', API_ROUTES.adminBlogPosts, input),
    onSuccess: async (post) => {
      queryClient.setQueryData([API_ROUTES.adminBlogPosts, post.id], post);
      // The public lists and the article change with publishing and featuring.
      await Promise.all([LIST_KEY, [API_ROUTES.blogPosts], [API_ROUTES.featuredBlogPosts]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast({ title: 'Post saved', description: post.published ? `Published at /blog/${post.slug}.` : 'Saved as a draft.' });
    },
  });
}

export function usePreview() {
  return useMutation({ mutationFn: (markdown: string) => apiJson<{ html: string }>('POST', API_ROUTES.adminBlogPreview, { markdown }) });
}

/** Sends the picture's own bytes; the server names its type from them. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch(API_ROUTES.adminBlogImages, {
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
