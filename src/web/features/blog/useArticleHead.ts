import { useEffect } from 'react';
import type { BlogPost } from '../../../shared/blog';
import { articleHeadTags } from '../../../shared/blogSeo';

/**
 * The article's title, description, canonical, Open Graph, Twitter and JSON-LD in the document
 * head (spec §2), replacing the ones the server wrote for a direct visit (marked data-seo) and
 * removed again when the reader leaves the article.
 */
export function useArticleHead(post: BlogPost | undefined) {
  useEffect(() => {
    if (!post) return;
    const head = articleHeadTags(post, window.location.origin);
    document.title = head.title;
    document.querySelectorAll('[data-seo], meta[name="description"]').forEach((element) => element.remove());

    const added: HTMLElement[] = [];
    const add = (element: HTMLElement) => {
      element.dataset.seo = '';
      document.head.append(element);
      added.push(element);
    };
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = head.canonical;
    add(canonical);
    for (const tag of head.meta) {
      const meta = document.createElement('meta');
      meta.setAttribute(tag.attribute, tag.key);
      meta.content = tag.content;
      add(meta);
    }
    const jsonLd = document.createElement('script');
    jsonLd.type = 'application/ld+json';
    jsonLd.textContent = JSON.stringify(head.jsonLd);
    add(jsonLd);

    return () => added.forEach((element) => element.remove());
  }, [post]);
}
