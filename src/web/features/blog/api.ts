import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '../../../shared/blog';
import { API_ROUTES } from '../../../shared/routes';

/** The blog reads of spec §7 through the default loader (the query key is the path). */
export const useBlogPosts = () => useQuery<BlogPostSummary[]>({ queryKey: [API_ROUTES.blogPosts] });
export const useFeaturedPosts = () => useQuery<BlogPostSummary[]>({ queryKey: [API_ROUTES.featuredBlogPosts] });
export const useBlogPost = (slug: string) => useQuery<BlogPost>({ queryKey: [API_ROUTES.blogPosts, slug] });
