import { Link } from 'react-router-dom';
import { BLOG_EMPTY, BLOG_LIST_SKELETONS } from '../../shared/blog';
import { ROUTES } from '../../shared/routes';
import { useBlogPosts, useFeaturedPosts } from '../features/blog/api';
import { BlogCard, BlogCardSkeleton } from '../features/blog/BlogCard';
import { messageOf } from '../lib/api';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Spec §2 Blog list: hero, Featured Articles (only when there are any), Latest Articles. */
export function BlogPage() {
  const featured = useFeaturedPosts();
  const posts = useBlogPosts();

  return (
    <>
      <section className="bg-fairway-900 text-cream">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Link to={ROUTES.home.path} className="text-sm font-medium text-gold-300 hover:text-gold-400">
            ← Back to Home
          </Link>
          <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Golf Mastery Blog</h1>
          <p className="mt-4 max-w-2xl text-lg text-cream/80">
            Technique, practice and video analysis: what to look for in your swing and the drills that change it.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        {featured.data && featured.data.length > 0 && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-2xl font-semibold text-fairway-900 sm:text-3xl">
              Featured Articles
            </h2>
            <div className={`mt-6 ${GRID}`}>
              {featured.data.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </div>
          </section>
        )}

        <section aria-labelledby="latest-heading" aria-busy={posts.isLoading}>
          <h2 id="latest-heading" className="text-2xl font-semibold text-fairway-900 sm:text-3xl">
            Latest Articles
          </h2>
          {posts.isLoading ? (
            <div className={`mt-6 ${GRID}`}>
              {Array.from({ length: BLOG_LIST_SKELETONS }, (_, index) => (
                <BlogCardSkeleton key={index} />
              ))}
            </div>
          ) : posts.error ? (
            <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
              We could not load the articles: {messageOf(posts.error)}
            </p>
          ) : posts.data && posts.data.length > 0 ? (
            <div className={`mt-6 ${GRID}`}>
              {posts.data.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </div>
          ) : (
            <p className="mt-6 text-lg text-ink/70">{BLOG_EMPTY}</p>
          )}
        </section>
      </div>
    </>
  );
}
