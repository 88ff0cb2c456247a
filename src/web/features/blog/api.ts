import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '../../../shared/blog';

/** The blog reads of spec §7 through the default loader (the query key is the path). */
export const useBlogPosts = () => useQuery<BlogPostSummary[]>({ queryKey: ['/api/blog'] });
export const useFeaturedPosts = () => useQuery<BlogPostSummary[]>({ queryKey: ['/api/blog/featured'] });
export const useBlogPost = (slug: string) => useQuery<BlogPost>({ queryKey: ['/api/blog', slug] });
