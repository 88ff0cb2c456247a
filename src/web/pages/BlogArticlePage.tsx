import { Link, useParams } from 'react-router-dom';
import { BLOG_NOT_FOUND, formatBlogDate, type BlogPost } from '../../shared/blog';
import { ROUTES } from '../../shared/routes';
import { Badge } from '../components/ui/Badge';
import { Spinner } from '../components/ui/Spinner';
import { useBlogPost } from '../features/blog/api';
import { ArticleMetaLine } from '../features/blog/ArticleMetaLine';
import { useArticleHead } from '../features/blog/useArticleHead';
import { ApiError, messageOf } from '../lib/api';

/** Typography for the server's sanitised article HTML (no typography plugin in this build). */
const ARTICLE_BODY = [
  'text-lg leading-relaxed text-ink/85',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-fairway-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fairway-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_strong]:font-semibold [&_strong]:text-fairway-900 [&_a]:text-fairway-700 [&_a]:underline',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-fairway-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-cream',
  '[&_img]:mt-6 [&_img]:rounded-xl',
].join(' ');

function BackToBlog() {
  return (
    <Link to={ROUTES.blog.path} className="text-sm font-medium text-fairway-700 hover:text-fairway-900">
      ← Back to Blog
    </Link>
  );
}

function Article({ post }: { post: BlogPost }) {
  useArticleHead(post);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToBlog />
      {post.featuredImage && <img src={post.featuredImage} alt="" className="mt-6 aspect-[16/9] w-full rounded-2xl bg-fairway-50 object-cover" />}
      <div className="mt-6 flex flex-wrap gap-2">
        <Badge tone="gold">{post.category}</Badge>
        {post.tags.map((tag) => (
          <Badge key={tag} tone="neutral">
            {tag}
          </Badge>
        ))}
      </div>
      <h1 className="mt-4 text-3xl font-semibold leading-tight text-fairway-900 sm:text-5xl">{post.title}</h1>
      <p className="mt-4 text-xl text-ink/70">{post.excerpt}</p>
      <ArticleMetaLine className="mt-4 border-b border-fairway-100 pb-6" author={post.author} date={formatBlogDate(post.publishedAt)} views={post.viewCount} />
      {/* The server rendered this from Markdown and sanitised it (decision 1010). */}
      <div className={`mt-8 ${ARTICLE_BODY}`} dangerouslySetInnerHTML={{ __html: post.content }} />

      <aside className="mt-12 rounded-2xl bg-fairway-900 p-6 text-cream sm:p-8">
        <h2 className="text-2xl font-semibold">See it in your own swing</h2>
        <p className="mt-2 text-cream/80">Upload a swing and get your tempo, positions and the drills that fit your faults.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={ROUTES.subscribe.path} className="rounded-full bg-gold-500 px-5 py-2.5 font-semibold text-fairway-900 hover:bg-gold-400">
            Get Started Today
          </Link>
          <Link to={ROUTES.demo.path} className="rounded-full border border-cream/40 px-5 py-2.5 font-semibold text-cream hover:bg-white/10">
            Try Demo
          </Link>
        </div>
      </aside>

      {post.tags.length > 0 && (
        <section aria-labelledby="related-topics" className="mt-10">
          <h2 id="related-topics" className="text-lg font-semibold text-fairway-900">
            Related Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** Spec §2 Blog article: loading, found, not found. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);

  if (post.isLoading) return <Spinner label="Loading article" />;
  if (post.data) return <Article post={post.data} />;
  const notFound = post.error instanceof ApiError && post.error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">{notFound ? BLOG_NOT_FOUND.title : 'This article could not be loaded'}</h1>
      <p className="mt-3 text-lg text-ink/70">{notFound ? BLOG_NOT_FOUND.text : messageOf(post.error)}</p>
      <div className="mt-6">
        <BackToBlog />
      </div>
    </section>
  );
}
