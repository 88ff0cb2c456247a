import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The articles every installation starts with. Each body is Markdown in articles/<slug>.md,
 * rendered to sanitised HTML by the same code that renders an administrator's posts.
 */
export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  featuredImage: string;
  /** Null shows the default author, the product team. */
  author: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  featured: boolean;
  /** ISO date. */
  publishedAt: string;
}

const ARTICLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'articles');

/** The Markdown body of a seeded article. */
export function seedMarkdown(slug: string): string {
  return readFileSync(path.join(ARTICLES_DIR, `${slug}.md`), 'utf8');
}

function imageFor(slug: string): string {
  return `/images/blog/${slug}.svg`;
}

const tempo: BlogPostSeed = {
  slug: 'golf-swing-tempo-three-to-one',
  title: 'Swing Tempo: Why Good Swings Share a Three-to-One Rhythm',
  excerpt:
    'Speed is not tempo. Learn what the 3:1 backswing-to-downswing ratio actually measures, how to check yours on video, and three drills that make a smoother rhythm stick.',
  category: 'Technique',
  tags: ['Tempo', 'Rhythm', 'Drills'],
  featuredImage: imageFor('golf-swing-tempo-three-to-one'),
  author: null,
  metaTitle: 'Golf Swing Tempo: The 3:1 Backswing to Downswing Ratio Explained',
  metaDescription:
    'What the 3:1 golf tempo ratio measures, how to check your own tempo from video frame by frame, and three drills for a smoother, more repeatable rhythm.',
  featured: true,
  publishedAt: '2026-09-08T08:00:00.000Z',
};

const hipSway: BlogPostSeed = {
  slug: 'hip-sway-versus-hip-turn',
  title: 'Sway or Turn? Getting Your Hips Right in the Backswing',
  excerpt:
    'A lateral slide of the hips feels powerful but robs you of coil and consistency. Here is how to tell a sway from a proper turn, how to spot it on camera and how to fix it.',
  category: 'Technique',
  tags: ['Hips', 'Backswing', 'Rotation'],
  featuredImage: imageFor('hip-sway-versus-hip-turn'),
  author: null,
  metaTitle: null,
  metaDescription: null,
  featured: false,
  publishedAt: '2026-09-24T08:00:00.000Z',
};

const earlyExtension: BlogPostSeed = {
  slug: 'early-extension-causes-and-fixes',
  title: 'Early Extension: Why You Stand Up Through the Ball and How to Stop',
  excerpt:
    'Losing your posture in the downswing causes blocks, hooks and thin strikes. Understand what early extension is, what usually causes it, and the drills that keep you in your posture.',
  category: 'Technique',
  tags: ['Early Extension', 'Posture', 'Downswing', 'Drills'],
  featuredImage: imageFor('early-extension-causes-and-fixes'),
  author: null,
  metaTitle: 'Early Extension in the Golf Swing: Causes, Effects and Drills',
  metaDescription:
    'Standing up through the ball causes blocks, hooks and thin strikes. Learn how to spot early extension on video, why it happens and the drills that fix it.',
  featured: true,
  publishedAt: '2026-10-07T08:00:00.000Z',
};

const leadArm: BlogPostSeed = {
  slug: 'lead-arm-at-the-top',
  title: 'The Lead Arm at the Top: Straight, Bent or Simply Connected?',
  excerpt:
    'A perfectly straight lead arm is not required, but width, plane and wrist angle at the top matter. What to check at the top of your backswing and how to improve it without straining.',
  category: 'Technique',
  tags: ['Backswing', 'Swing Plane', 'Lead Arm'],
  featuredImage: imageFor('lead-arm-at-the-top'),
  author: null,
  metaTitle: null,
  metaDescription:
    'Should the lead arm be straight at the top of the golf swing? How width, swing plane and lead wrist angle matter more, with drills and video checks.',
  featured: false,
  publishedAt: '2026-10-21T08:00:00.000Z',
};

const filming: BlogPostSeed = {
  slug: 'how-to-film-your-golf-swing',
  title: 'How to Film Your Golf Swing for Accurate Analysis',
  excerpt:
    'Camera position, height, frame rate and light decide how much any coach or AI can see in your swing. A practical guide to down-the-line and face-on videos with a phone.',
  category: 'Equipment & Setup',
  tags: ['Video', 'Camera Setup', 'Swing Analysis'],
  featuredImage: imageFor('how-to-film-your-golf-swing'),
  author: null,
  metaTitle: 'How to Film Your Golf Swing: Camera Position, Height and Frame Rate',
  metaDescription:
    'Set up your phone for golf swing video that analysis can trust: down-the-line and face-on placement, camera height, distance, frame rate, lighting and stability.',
  featured: true,
  publishedAt: '2026-11-04T08:00:00.000Z',
};

const practicePlan: BlogPostSeed = {
  slug: 'four-week-practice-plan',
  title: 'A Four-Week Practice Plan That Carries Over to the Course',
  excerpt:
    'Hitting a bucket of balls with one club feels productive but rarely lowers scores. This four-week plan mixes technical work, realistic practice and measurement so your gains last.',
  category: 'Practice',
  tags: ['Practice Plan', 'Drills', 'Short Game'],
  featuredImage: imageFor('four-week-practice-plan'),
  author: null,
  metaTitle: 'A Four-Week Golf Practice Plan That Transfers to the Course',
  metaDescription: null,
  featured: false,
  publishedAt: '2026-11-17T08:00:00.000Z',
};

export const blogPostSeeds: BlogPostSeed[] = [tempo, hipSway, earlyExtension, leadArm, filming, practicePlan];
