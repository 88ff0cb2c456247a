import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArticle } from '../../src/server/modules/blog/service';
import { blogPostSeeds } from '../../src/server/modules/blog/seed/posts';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

let server: TestServer;
let admin: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
  member = client(server.baseUrl);
  await member.register({ email: uniqueEmail('blog-member') });
});

afterAll(async () => {
  await server?.close();
});

function newPost(overrides: Record<string, unknown> = {}) {
  return {
    slug: `post-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    title: 'Wedge Distance Control',
    excerpt: 'Three swing lengths, three distances.',
    markdown: '## The clock system\n\nSwing to **nine o’clock**.',
    category: 'Short Game',
    tags: ['Wedges', 'Distance'],
    published: true,
    ...overrides,
  };
}

describe('the public blog', () => {
  it('lists the six seeded articles, newest first, without their bodies', async () => {
    const list = await client(server.baseUrl).get('/api/blog');
    expect(list.status).toBe(200);
    expect(list.body.map((post: { slug: string }) => post.slug)).toEqual(
      [...blogPostSeeds].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((post) => post.slug),
    );
    expect(list.body[0]).not.toHaveProperty('content');
    expect(list.body.find((post: { author: string | null }) => post.author === null)).toBeUndefined();
  });

  it('lists only featured articles on /api/blog/featured', async () => {
    const featured = await client(server.baseUrl).get('/api/blog/featured');
    expect(featured.body.map((post: { slug: string }) => post.slug).sort()).toEqual(
      blogPostSeeds
        .filter((post) => post.featured)
        .map((post) => post.slug)
        .sort(),
    );
  });

  it('serves an article as sanitised HTML rendered from its Markdown, with the default author', async () => {
    const article = await client(server.baseUrl).get('/api/blog/hip-sway-versus-hip-turn');
    expect(article.status).toBe(200);
    expect(article.body.content).toContain('<h2>What a sway actually is</h2>');
    expect(article.body.content).not.toContain('\n');
    expect(article.body.author).toBe('The Fairway Coach Team');
  });

  it("answers 404 with the spec's text for an unknown slug", async () => {
    const missing = await client(server.baseUrl).get('/api/blog/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("The blog post you're looking for doesn't exist.");
  });

  it('counts a view once per visitor per day', async () => {
    const slug = 'lead-arm-at-the-top';
    const reader = client(server.baseUrl);
    const first = await reader.request('GET', `/api/blog/${slug}`, undefined, { 'user-agent': 'reader-one' });
    const again = await reader.request('GET', `/api/blog/${slug}`, undefined, { 'user-agent': 'reader-one' });
    expect(again.body.viewCount).toBe(first.body.viewCount);
    const other = await reader.request('GET', `/api/blog/${slug}`, undefined, { 'user-agent': 'reader-two' });
    expect(other.body.viewCount).toBe(first.body.viewCount + 1);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const nextDay = await readArticle(server.ctx, slug, { ip: '127.0.0.1', userAgent: 'reader-one' }, tomorrow);
    expect(nextDay.viewCount).toBe(first.body.viewCount + 2);
  });
});

describe('writing the blog', () => {
  it('refuses anyone but an administrator', async () => {
    expect((await client(server.baseUrl).post('/api/admin/blog', newPost())).status).toBe(401);
    expect((await member.post('/api/admin/blog', newPost())).status).toBe(403);
    expect((await member.post('/api/admin/blog/preview', { markdown: 'x' })).status).toBe(403);
  });

  it('renders a post whose Markdown holds <script> or onerror= with neither', async () => {
    const markdown = [
      'Before <script>alert("x")</script> after',
      '',
      '<img src="/x.png" onerror="alert(1)">',
      '',
      '[click](javascript:alert(1)) <a href="https://example.com" onclick="steal()">site</a>',
      '',
      '<iframe src="https://example.com"></iframe><svg onload="alert(1)"></svg>',
    ].join('\n');
    const created = await admin.post('/api/admin/blog', newPost({ markdown }));
    expect(created.status).toBe(201);
    const published = await client(server.baseUrl).get(`/api/blog/${created.body.slug as string}`);
    for (const html of [created.body.content as string, published.body.content as string]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg/i);
      expect(html).toContain('Before');
      expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">site</a>');
    }
    expect(created.body.markdown).toBe(markdown);
    const preview = await admin.post('/api/admin/blog/preview', { markdown });
    expect(preview.body.html).toBe(created.body.content);
  });

  it('keeps drafts private, then publishes, features, edits and unpublishes', async () => {
    const draft = await admin.post('/api/admin/blog', newPost({ published: false }));
    expect(draft.status).toBe(201);
    expect(draft.body.published).toBe(false);
    const slug = draft.body.slug as string;
    expect((await client(server.baseUrl).get(`/api/blog/${slug}`)).status).toBe(404);
    expect((await admin.get('/api/admin/blog')).body.map((post: { slug: string }) => post.slug)).toContain(slug);

    const input = newPost({ slug, featured: true, title: 'Wedge Distance Control, Revised', tags: ['Wedges', 'Wedges', 'Practice'] });
    const published = await admin.put(`/api/admin/blog/${draft.body.id as string}`, input);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: true, featured: true, title: 'Wedge Distance Control, Revised', tags: ['Wedges', 'Practice'] });
    expect((await client(server.baseUrl).get('/api/blog/featured')).body.map((post: { slug: string }) => post.slug)).toContain(slug);

    const republished = await admin.put(`/api/admin/blog/${draft.body.id as string}`, input);
    expect(republished.body.publishedAt).toBe(published.body.publishedAt);

    const unpublished = await admin.put(`/api/admin/blog/${draft.body.id as string}`, { ...input, published: false });
    expect(unpublished.body.publishedAt).toBeNull();
    expect((await client(server.baseUrl).get(`/api/blog/${slug}`)).status).toBe(404);
  });

  it('names the field of bad input and stores nothing', async () => {
    const before = (await admin.get('/api/admin/blog')).body.length;
    const badSlug = await admin.post('/api/admin/blog', newPost({ slug: 'Not A Slug' }));
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.message).toMatch(/^slug: /);
    const noTitle = await admin.post('/api/admin/blog', newPost({ title: '  ' }));
    expect(noTitle.body.message).toBe('title: Title is required.');
    const badImage = await admin.post('/api/admin/blog', newPost({ featuredImage: 'javascript:alert(1)' }));
    expect(badImage.body.message).toMatch(/^featuredImage: /);
    const taken = await admin.post('/api/admin/blog', newPost({ slug: 'lead-arm-at-the-top' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^slug: /);
    expect((await admin.get('/api/admin/blog')).body.length).toBe(before);
  });

  it('uploads a picture named by its bytes and serves it; refuses anything else', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f3d2e' } })
      .png()
      .toBuffer();
    const uploaded = await admin.request('POST', '/api/admin/blog/images', new Uint8Array(png), { 'content-type': 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(server.baseUrl + (uploaded.body.url as string));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const refused = await admin.request('POST', '/api/admin/blog/images', svg, { 'content-type': 'image/svg+xml' });
    expect(refused.status).toBe(415);
    expect((await member.request('POST', '/api/admin/blog/images', new Uint8Array(png), { 'content-type': 'image/png' })).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/api/blog/images/../../secrets.png`)).status).toBe(404);
  });
});

describe('what crawlers see', () => {
  it('/blog/{slug} without JavaScript carries title, description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const response = await fetch(`${server.baseUrl}/blog/golf-swing-tempo-three-to-one`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const canonical = `${server.baseUrl}/blog/golf-swing-tempo-three-to-one`;
    expect(html).toContain('<title>Golf Swing Tempo: The 3:1 Backswing to Downswing Ratio Explained</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="What the 3:1 golf tempo ratio measures');
    expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-seo>(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Swing Tempo: Why Good Swings Share a Three-to-One Rhythm',
      mainEntityOfPage: { '@id': canonical },
    });
  });

  it('escapes what an author wrote in the head', async () => {
    const created = await admin.post(
      '/api/admin/blog',
      newPost({ title: 'Grip "pressure" </script><script>alert(1)</script>', metaDescription: '<b>"x"</b> & y' }),
    );
    const html = await (await fetch(`${server.baseUrl}/blog/${created.body.slug as string}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Grip &quot;pressure&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; y"');
  });

  it('answers an unknown article page with 404 and the app', async () => {
    const response = await fetch(`${server.baseUrl}/blog/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves sitemap.xml, robots.txt and the RSS feed', async () => {
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const sitemapText = await sitemap.text();
    for (const post of blogPostSeeds) expect(sitemapText).toContain(`<loc>${server.baseUrl}/blog/${post.slug}</loc>`);
    expect(sitemapText).toContain(`<loc>${server.baseUrl}/privacy</loc>`);

    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');

    const rss = await fetch(`${server.baseUrl}/rss.xml`);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rssText = await rss.text();
    expect(rssText).toContain('<rss version="2.0"');
    expect(rssText).toContain(`<link>${server.baseUrl}/blog/four-week-practice-plan</link>`);
  });
});
