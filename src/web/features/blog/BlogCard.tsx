import { Link } from 'react-router-dom';
import { BLOG_CARD_TAGS, formatBlogDate, type BlogPostSummary } from '../../../shared/blog';
import { Badge } from '../../components/ui/Badge';
import { ArticleMetaLine } from './ArticleMetaLine';

/** A list card (spec §2): image, category, up to two tags, title, excerpt, date and views. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <Link
      to={`/blog/${post.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-fairway-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      {post.featuredImage && <img src={post.featuredImage} alt="" loading="lazy" className="aspect-[16/9] w-full bg-fairway-50 object-cover" />}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge tone="gold">{post.category}</Badge>
          {post.tags.slice(0, BLOG_CARD_TAGS).map((tag) => (
            <Badge key={tag} tone="neutral">
              {tag}
            </Badge>
          ))}
        </div>
        <h3 className="mt-3 text-xl font-semibold leading-snug text-fairway-900 group-hover:text-fairway-700">{post.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-ink/70">{post.excerpt}</p>
        <ArticleMetaLine className="mt-4" date={formatBlogDate(post.publishedAt)} views={post.viewCount} />
      </div>
    </Link>
  );
}

/** The card's shape while the list loads (spec §2: six of them). */
export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse overflow-hidden rounded-2xl border border-fairway-100 bg-white">
      <div className="aspect-[16/9] bg-fairway-100" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-24 rounded-full bg-fairway-100" />
        <div className="h-5 w-4/5 rounded bg-fairway-100" />
        <div className="h-4 w-full rounded bg-fairway-50" />
        <div className="h-4 w-2/3 rounded bg-fairway-50" />
      </div>
    </div>
  );
}
