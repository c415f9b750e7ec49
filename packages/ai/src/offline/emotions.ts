import { z } from 'zod';
import lexiconData from '../../../../data/emotion-lexicon.json' with { type: 'json' };

/**
 * Cooking-journal text analysis: emotions (with negation and intensifiers), skills, outcomes and
 * growth markers, from the hand-built lexicon in data/emotion-lexicon.json.
 */

const ZLexicon = z.object({
  emotions: z.record(z.string(), z.array(z.string())),
  valence: z.object({ positive: z.array(z.string()), negative: z.array(z.string()) }),
  negationFlips: z.record(z.string(), z.string()),
  negators: z.array(z.string()),
  clauseBreaks: z.array(z.string()),
  intensifiers: z.record(z.string(), z.number()),
  outcomes: z.object({ problem: z.array(z.string()), success: z.array(z.string()) }),
  skills: z.record(z.string(), z.object({ keywords: z.array(z.string()), advice: z.string() })),
  growth: z.record(z.string(), z.array(z.string())),
  emotionAdvice: z.record(z.string(), z.string()),
});
type Lexicon = z.infer<typeof ZLexicon>;

export type GrowthKind = 'milestone' | 'improvement' | 'learning' | 'plan';
export type Outcome = 'problem' | 'success' | 'neutral';

export interface EmotionScore {
  emotion: string;
  score: number;
}
export interface SkillMention {
  skill: string;
  fragment: string;
  outcome: Outcome;
}
export interface GrowthMention {
  kind: GrowthKind;
  fragment: string;
}
export interface EmotionMention {
  emotion: string;
  fragment: string;
}
export interface EntryAnalysis {
  /** Strongest first. */
  emotions: EmotionScore[];
  /** Where each emotion is first expressed. */
  emotionMentions: EmotionMention[];
  /** One per skill, the first place it is mentioned (a problem mention wins over others). */
  skills: SkillMention[];
  growth: GrowthMention[];
  /** Positive emotions and successes minus negative emotions and problems. */
  valence: number;
}

interface Token {
  text: string;
  start: number;
  end: number;
  /** Punctuation that ends a clause (. , ! ? ; : or a line break). */
  boundary: boolean;
}
interface Term {
  label: string;
  words: string[];
  weight: number;
}
/** Terms by their first word: exact words, and wildcard stems by their first three letters. */
interface TermIndex {
  exact: Map<string, Term[]>;
  prefix: Map<string, Term[]>;
}
interface Match {
  label: string;
  start: number;
  end: number;
  weight: number;
  negated: boolean;
}

interface Compiled {
  lexicon: Lexicon;
  emotionOrder: string[];
  positive: Set<string>;
  negative: Set<string>;
  emotions: TermIndex;
  outcomes: TermIndex;
  skills: TermIndex;
  growth: TermIndex;
  negators: Set<string>;
  clauseBreaks: Set<string>;
}

let compiled: Compiled | undefined;

const STEM_KEY = 3;

function compileTerms(groups: Record<string, string[]>): TermIndex {
  const terms: Term[] = [];
  for (const [label, entries] of Object.entries(groups)) {
    for (const entry of entries) {
      const weak = entry.startsWith('~');
      const words = tokenize(weak ? entry.slice(1) : entry)
        .filter((token) => !token.boundary)
        .map((token) => token.text);
      if (entry.endsWith('*') && words.length > 0) words[words.length - 1] += '*';
      if (words.length > 0) terms.push({ label, words, weight: weak ? 0.5 : 1 });
    }
  }
  // Longer phrases first so "not sure" wins over "not" and "nailed it" over "nailed" (the sort is stable).
  terms.sort((a, b) => b.words.length - a.words.length);
  const index: TermIndex = { exact: new Map(), prefix: new Map() };
  for (const term of terms) {
    const first = term.words[0]!;
    const [map, key] = first.endsWith('*') ? [index.prefix, first.slice(0, STEM_KEY)] : [index.exact, first];
    map.set(key, [...(map.get(key) ?? []), term]);
  }
  return index;
}

function data(): Compiled {
  if (compiled) return compiled;
  const lexicon = ZLexicon.parse(lexiconData);
  const skillGroups = Object.fromEntries(
    Object.entries(lexicon.skills).map(([skill, entry]) => [skill, entry.keywords]),
  );
  compiled = {
    lexicon,
    emotionOrder: Object.keys(lexicon.emotions),
    positive: new Set(lexicon.valence.positive),
    negative: new Set(lexicon.valence.negative),
    emotions: compileTerms(lexicon.emotions),
    outcomes: compileTerms(lexicon.outcomes),
    skills: compileTerms(skillGroups),
    growth: compileTerms(lexicon.growth),
    negators: new Set(lexicon.negators),
    clauseBreaks: new Set(lexicon.clauseBreaks),
  };
  return compiled;
}

/** Text cut to `max` characters with an ellipsis, white space folded: for schema-limited answer fields. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** Lower case, accents dropped, curly apostrophes straightened: the form terms are compared in. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase();
}

/** Folded words of a name: "Chef's Knife (8in)" → ["chef's", "knife", "8in"]. */
export function words(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Whether the wanted words stand together, in order, in the text's words (a plural "s"/"es" allowed). */
export function containsWords(text: string[], wanted: string[]): boolean {
  if (wanted.length === 0) return false;
  const same = (word: string, target: string) => word === target || word === `${target}s` || word === `${target}es`;
  for (let start = 0; start + wanted.length <= text.length; start += 1) {
    if (wanted.every((target, offset) => same(text[start + offset]!, target))) return true;
  }
  return false;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.,!?;:\n]/gu)) {
    const raw = match[0];
    const start = match.index;
    tokens.push({ text: foldText(raw), start, end: start + raw.length, boundary: /^[.,!?;:\n]$/.test(raw) });
  }
  return tokens;
}

function wordMatches(pattern: string, word: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** Non-overlapping matches of the terms, longest first at each position, left to right. */
function findTerms(tokens: Token[], terms: TermIndex, context: Compiled): Match[] {
  const matches: Match[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    const candidates = token.boundary
      ? []
      : [...(terms.exact.get(token.text) ?? []), ...(terms.prefix.get(token.text.slice(0, STEM_KEY)) ?? [])];
    const term = candidates
      .filter((candidate) =>
        candidate.words.every((word, offset) => {
          const next = tokens[index + offset];
          return next !== undefined && !next.boundary && wordMatches(word, next.text);
        }),
      )
      .reduce<Term | undefined>(
        (longest, candidate) => (!longest || candidate.words.length > longest.words.length ? candidate : longest),
        undefined,
      );
    if (!term) {
      index += 1;
      continue;
    }
    const end = index + term.words.length;
    matches.push({
      label: term.label,
      start: index,
      end,
      weight: term.weight * intensity(tokens, index, context),
      negated: isNegated(tokens, index, context),
    });
    index = end;
  }
  return matches;
}

/** A negator up to three words before the term, within the same clause. */
function isNegated(tokens: Token[], start: number, context: Compiled): boolean {
  for (let index = start - 1; index >= Math.max(0, start - 3); index -= 1) {
    const token = tokens[index]!;
    if (token.boundary || context.clauseBreaks.has(token.text)) return false;
    if (context.negators.has(token.text)) return true;
  }
  return false;
}

/** The strongest intensifier (one or two words) right before the term, else 1. */
function intensity(tokens: Token[], start: number, context: Compiled): number {
  const intensifiers = context.lexicon.intensifiers;
  const previous = tokens[start - 1];
  const beforePrevious = tokens[start - 2];
  if (previous && beforePrevious && !beforePrevious.boundary) {
    const pair = intensifiers[`${beforePrevious.text} ${previous.text}`];
    if (pair !== undefined) return pair;
  }
  return (previous && intensifiers[previous.text]) ?? 1;
}

/** The clause of the text around a token range, cut to about 90 characters. */
function fragmentAround(text: string, tokens: Token[], start: number, end: number): string {
  let first = start;
  while (first > 0 && !tokens[first - 1]!.boundary) first -= 1;
  let last = end - 1;
  while (last < tokens.length - 1 && !tokens[last + 1]!.boundary) last += 1;
  const from = tokens[Math.max(first, start - 8)]!.start;
  const to = tokens[Math.min(last, end + 7)]!.end;
  const clause = text.slice(from, to).replace(/\s+/g, ' ').trim();
  const cut = clause.length > 90 ? `${clause.slice(0, 87).trimEnd()}…` : clause;
  return `${first < start - 8 ? '…' : ''}${cut}${last > end + 7 && !cut.endsWith('…') ? '…' : ''}`;
}

/** Index of each token's clause (clauses split at punctuation and at "but", "though"...). */
function clauseIndex(tokens: Token[], context: Compiled): number[] {
  let clause = 0;
  return tokens.map((token) => {
    if (token.boundary || context.clauseBreaks.has(token.text)) clause += 1;
    return clause;
  });
}

function emotionScores(tokens: Token[], context: Compiled): { matches: Match[]; scores: Map<string, number> } {
  const matches = findTerms(tokens, context.emotions, context);
  const exclaimed = exclaimedTokens(tokens);
  const scores = new Map<string, number>();
  for (const match of matches) {
    const emotion = match.negated ? context.lexicon.negationFlips[match.label] : match.label;
    if (!emotion) continue;
    // A negated feeling is weaker than a stated one ("not happy" is milder than "disappointed").
    const weight = match.weight * (match.negated ? 0.8 : 1) * (exclaimed[match.start] ? 1.25 : 1);
    scores.set(emotion, (scores.get(emotion) ?? 0) + weight);
  }
  return { matches, scores };
}

/** Whether each token's sentence ends with an exclamation mark. */
function exclaimedTokens(tokens: Token[]): boolean[] {
  const flags = new Array<boolean>(tokens.length).fill(false);
  let sentenceStart = 0;
  tokens.forEach((token, index) => {
    const ends = ['.', '!', '?', '\n'].includes(token.text) || index === tokens.length - 1;
    if (!ends) return;
    if (token.text === '!') flags.fill(true, sentenceStart, index + 1);
    sentenceStart = index + 1;
  });
  return flags;
}

function sortedEmotions(scores: Map<string, number>, context: Compiled): EmotionScore[] {
  return [...scores.entries()]
    .filter(([, score]) => score > 0)
    .map(([emotion, score]) => ({ emotion, score: Math.round(score * 100) / 100 }))
    .sort(
      (a, b) => b.score - a.score || context.emotionOrder.indexOf(a.emotion) - context.emotionOrder.indexOf(b.emotion),
    );
}

/** Emotions of a journal entry, strongest first. */
export function detectEmotions(text: string): EmotionScore[] {
  const context = data();
  return sortedEmotions(emotionScores(tokenize(text), context).scores, context);
}

/** Emotions, skills with how they went, and growth markers of one journal entry. */
export function analyzeEntry(text: string): EntryAnalysis {
  const context = data();
  const tokens = tokenize(text);
  const clauses = clauseIndex(tokens, context);
  const { matches: emotionMatches, scores } = emotionScores(tokens, context);

  // Each clause's tone: feelings and outcomes (a negated outcome counts the other way).
  const clauseTone = new Map<number, number>();
  const addTone = (clause: number, amount: number) => clauseTone.set(clause, (clauseTone.get(clause) ?? 0) + amount);
  const emotionMentions = new Map<string, EmotionMention>();
  for (const match of emotionMatches) {
    const emotion = match.negated ? context.lexicon.negationFlips[match.label] : match.label;
    if (!emotion) continue;
    addTone(
      clauses[match.start]!,
      context.positive.has(emotion) ? match.weight : context.negative.has(emotion) ? -match.weight : 0,
    );
    if (!emotionMentions.has(emotion))
      emotionMentions.set(emotion, { emotion, fragment: fragmentAround(text, tokens, match.start, match.end) });
  }
  for (const match of findTerms(tokens, context.outcomes, context)) {
    const positive = (match.label === 'success') !== match.negated;
    addTone(clauses[match.start]!, positive ? 1 : -1);
  }

  const skills = new Map<string, SkillMention>();
  for (const match of findTerms(tokens, context.skills, context)) {
    const tone = clauseTone.get(clauses[match.start]!) ?? 0;
    const outcome: Outcome = tone < 0 ? 'problem' : tone > 0 ? 'success' : 'neutral';
    const known = skills.get(match.label);
    if (!known || (known.outcome !== 'problem' && outcome === 'problem')) {
      skills.set(match.label, {
        skill: match.label,
        fragment: fragmentAround(text, tokens, match.start, match.end),
        outcome,
      });
    }
  }

  const growth: GrowthMention[] = [];
  for (const match of findTerms(tokens, context.growth, context)) {
    const mention = { kind: match.label as GrowthKind, fragment: fragmentAround(text, tokens, match.start, match.end) };
    // "Finally nailed it" and "next time I'll" hold two markers of one kind in one clause: keep one.
    if (!growth.some((known) => known.kind === mention.kind && known.fragment === mention.fragment))
      growth.push(mention);
  }

  const valence = [...clauseTone.values()].reduce((sum, tone) => sum + tone, 0);
  return {
    emotions: sortedEmotions(scores, context),
    emotionMentions: [...emotionMentions.values()],
    skills: [...skills.values()],
    growth,
    valence: Math.round(valence * 100) / 100,
  };
}

/** The lexicon's emotion for a label a user or model gave ("Happy", "proud", "Joy"), or null. */
export function canonicalEmotion(label: string): string | null {
  const context = data();
  const folded = foldText(label).trim();
  if (context.emotionOrder.includes(folded)) return folded;
  const tokens = tokenize(folded);
  const match = findTerms(tokens, context.emotions, context)[0];
  return match && !match.negated ? match.label : null;
}

export function emotionValence(emotion: string): 'positive' | 'negative' | 'neutral' {
  const context = data();
  return context.positive.has(emotion) ? 'positive' : context.negative.has(emotion) ? 'negative' : 'neutral';
}

/** The order emotions are listed in the lexicon: ties are broken by it. */
export function emotionRank(emotion: string): number {
  const index = data().emotionOrder.indexOf(emotion);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

export function skillAdvice(skill: string): string | undefined {
  return data().lexicon.skills[skill]?.advice;
}

export function emotionAdvice(emotion: string): string | undefined {
  return data().lexicon.emotionAdvice[emotion];
}
