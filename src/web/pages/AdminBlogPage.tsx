import { useSearchParams } from 'react-router-dom';
import { formatBlogDate } from '../../shared/blog';
import { Badge } from '../components/ui/Badge';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';
import { AdminOnly } from '../features/admin/AdminOnly';
import { useAdminBlogPost, useAdminBlogPosts } from '../features/admin/blog/api';
import { BlogPostForm } from '../features/admin/blog/BlogPostForm';
import { messageOf } from '../lib/api';

const NEW = 'new';

/** The post being edited: ?post=<id>, or ?post=new for a new one. */
function Editor({ selected, onSaved }: { selected: string; onSaved: (id: string) => void }) {
  const post = useAdminBlogPost(selected === NEW ? null : selected);
  if (selected !== NEW && post.isLoading) return <Spinner label="Loading the post" />;
  if (selected !== NEW && !post.data) return <p className="text-red-700">{messageOf(post.error)}</p>;
  // Keyed by post, so switching posts starts from that post's saved text.
  return <BlogPostForm key={post.data?.id ?? NEW} post={post.data} onSaved={(saved) => onSaved(saved.id)} />;
}

function BlogEditor() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('post');
  const posts = useAdminBlogPosts();
  const open = (id: string) => setParams({ post: id }, { preventScrollReset: true });

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_1fr]">
      <div className="space-y-4">
        <h1 className="text-3xl font-semibold text-fairway-900">Blog Editor</h1>
        <Button variant="gold" onClick={() => open(NEW)}>
          New post
        </Button>
        {posts.isLoading ? (
          <Spinner />
        ) : (
          <ul className="space-y-2">
            {posts.data?.map((post) => (
              <li key={post.id}>
                <button
                  type="button"
                  onClick={() => open(post.id)}
                  aria-current={selected === post.id}
                  className="w-full rounded-xl border border-fairway-100 bg-white p-3 text-left hover:border-fairway-500 aria-[current=true]:border-gold-500"
                >
                  <span className="block font-semibold text-fairway-900">{post.title}</span>
                  <span className="mt-1 flex flex-wrap gap-2 text-xs">
                    <Badge tone={post.published ? 'green' : 'neutral'}>{post.published && post.publishedAt ? formatBlogDate(post.publishedAt) : 'Draft'}</Badge>
                    {post.featured && <Badge tone="gold">Featured</Badge>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Card>{selected ? <Editor selected={selected} onSaved={open} /> : <p className="text-ink/70">Choose a post to edit, or start a new one.</p>}</Card>
    </section>
  );
}

export function AdminBlogPage() {
  return (
    <AdminOnly>
      <BlogEditor />
    </AdminOnly>
  );
}
