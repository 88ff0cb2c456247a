import { describe, expect, it } from 'vitest';
import { FAULT_RULES } from '../../../swing/faults';
import { METRIC_INFO } from '../../../swing/metrics';
import { KNOWLEDGE, type KnowledgeCategory } from './knowledge';
import { KNOWLEDGE_CATEGORIES } from './knowledge/types';
import { knowledgeIndex, stem } from './retrieval';

describe('the coach’s knowledge base', () => {
  it('holds at least 60 passages with unique ids, several in every category', () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(KNOWLEDGE.map((entry) => entry.id)).size).toBe(KNOWLEDGE.length);
    const perCategory = new Map<KnowledgeCategory, number>();
    for (const entry of KNOWLEDGE) perCategory.set(entry.category, (perCategory.get(entry.category) ?? 0) + 1);
    for (const category of KNOWLEDGE_CATEGORIES) expect(perCategory.get(category) ?? 0, category).toBeGreaterThanOrEqual(2);
  });

  it('names only fault codes and measurements the swing engine has', () => {
    const codes = new Set(FAULT_RULES.map((rule) => rule.code));
    for (const entry of KNOWLEDGE) {
      for (const code of entry.faults ?? []) expect(codes, `${entry.id}: ${code}`).toContain(code);
      for (const key of entry.metrics ?? []) expect(Object.keys(METRIC_INFO), `${entry.id}: ${key}`).toContain(key);
    }
  });
});

describe('retrieval', () => {
  const topOf = (question: string) => knowledgeIndex().search(question)[0]?.entry.id;

  it('finds the passage a golfer’s own words are about', () => {
    expect(topOf('How do I stop slicing my driver?')).toBe('slice');
    expect(topOf('I keep topping it')).toBe('topping');
    expect(topOf('why do I chunk my irons')).toBe('chunking');
    expect(topOf('help with the yips on short putts')).toBe('putting-yips');
    expect(topOf('I get nervous on the first tee')).toBe('first-tee-nerves');
  });

  it('finds nothing for questions that are not about golf', () => {
    expect(knowledgeIndex().search('What is the capital of France?')).toEqual([]);
    expect(knowledgeIndex().search('Write me a poem about cats')).toEqual([]);
  });

  it('meets inflections of one word', () => {
    expect(new Set(['slicing', 'slice', 'slices'].map(stem)).size).toBe(1);
    expect(new Set(['topped', 'topping'].map(stem)).size).toBe(1);
    expect(stem('topping')).not.toBe(stem('top'));
  });
});
