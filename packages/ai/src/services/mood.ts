import { ZMoodEmotions, ZMoodInsights, type MoodInsights } from '@sous/domain';
import type { z } from 'zod';
import {
  analyzeEntry,
  canonicalEmotion,
  clip,
  detectEmotions,
  emotionAdvice,
  emotionRank,
  emotionValence,
  foldText,
  skillAdvice,
  type EntryAnalysis,
  type GrowthKind,
} from '../offline/emotions';
import type { MoodEmotionsInput, MoodInsightsInput, ServiceDefinition } from '../types';

type MoodEmotions = z.infer<typeof ZMoodEmotions>;
type Pattern = MoodInsights['patterns'][number];
type Insight = Pattern['insights'][number];
type RecommendationItem = MoodInsights['recommendations']['items'][number];

const MAX_EMOTIONS = 8;
const DAY_MS = 86_400_000;

export const moodEmotionsService: ServiceDefinition<MoodEmotionsInput, MoodEmotions> = {
  name: 'moodEmotions',
  schema: ZMoodEmotions,
  prompt: (input) => ({
    system:
      "You read a home cook's journal entry about cooking a dish and name the emotions it expresses. " +
      'Use single lower-case words such as joy, pride, satisfaction, calm, nostalgia, gratitude, excitement, curiosity, ' +
      'frustration, stress, anxiety, disappointment, tiredness, confusion. Respect negation ("not happy" is not joy). ' +
      'Strongest first, at most 8; an empty list if none is expressed. Answer only JSON matching the schema: {"emotions": string[]}.',
    user: JSON.stringify({ entry: input.entry }),
  }),
  offline: (input) => ({
    emotions: detectEmotions(input.entry)
      .slice(0, MAX_EMOTIONS)
      .map((score) => score.emotion),
  }),
};

export const moodInsightsService: ServiceDefinition<MoodInsightsInput, MoodInsights> = {
  name: 'moodInsights',
  schema: ZMoodInsights,
  prompt: (input) => ({
    system:
      "You analyse a home cook's journal entries about one recipe. Answer only JSON matching the schema: " +
      '{"summary": string, "patterns": [{"category": "Skills"|"Emotions"|"Growth", "title": string, ' +
      '"insights": [{"type": "highlight"|"observation"|"tip", "content": string}]}], ' +
      '"recommendations": {"title": string, "items": [{"focus": string, "suggestion": string}]}}. ' +
      'Base every statement on the entries given: cite counts and quote short fragments; do not invent events. ' +
      'With no entries, say there are none yet and give no patterns.',
    user: JSON.stringify({
      recipe: input.recipeTitle,
      entries: input.entries.map((entry) => ({
        timestamp: entry.timestamp,
        entry: entry.entry,
        emotions: entry.emotions ?? [],
      })),
    }),
  }),
  offline: (input) => journalInsights(input),
};

interface AnalyzedEntry {
  text: string;
  date: string;
  time: number | null;
  order: number;
  emotions: string[];
  analysis: EntryAnalysis;
  tone: 'positive' | 'negative' | 'mixed' | 'neutral';
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The entry's emotions: those the user (or the model) gave, then the detected ones. */
function entryEmotions(given: string[], analysis: EntryAnalysis): string[] {
  const emotions: string[] = [];
  for (const label of given) {
    const emotion = canonicalEmotion(label) ?? clip(foldText(label), 40);
    if (emotion && !emotions.includes(emotion)) emotions.push(emotion);
  }
  for (const { emotion } of analysis.emotions) if (!emotions.includes(emotion)) emotions.push(emotion);
  return emotions;
}

function toneOf(emotions: string[], analysis: EntryAnalysis): AnalyzedEntry['tone'] {
  const detected = new Set(analysis.emotions.map((score) => score.emotion));
  // Emotions the user tagged but the text does not show count one each.
  const tagged = emotions.filter((emotion) => !detected.has(emotion));
  const score =
    analysis.valence +
    tagged.reduce(
      (sum, emotion) =>
        sum + (emotionValence(emotion) === 'positive' ? 1 : emotionValence(emotion) === 'negative' ? -1 : 0),
      0,
    );
  if (score > 0.25) return 'positive';
  if (score < -0.25) return 'negative';
  const kinds = new Set(emotions.map(emotionValence));
  return kinds.has('positive') && kinds.has('negative') ? 'mixed' : 'neutral';
}

function analyze(input: MoodInsightsInput): AnalyzedEntry[] {
  return input.entries
    .map((entry, order) => {
      const analysis = analyzeEntry(entry.entry);
      const emotions = entryEmotions(entry.emotions ?? [], analysis);
      const parsed = Date.parse(entry.timestamp);
      const time = Number.isNaN(parsed) ? null : parsed;
      const date =
        time === null ? clip(entry.timestamp, 30) || `entry ${order + 1}` : new Date(time).toISOString().slice(0, 10);
      return { text: entry.entry, date, time, order, emotions, analysis, tone: toneOf(emotions, analysis) };
    })
    .sort((a, b) => (a.time ?? Number.MAX_SAFE_INTEGER) - (b.time ?? Number.MAX_SAFE_INTEGER) || a.order - b.order);
}

function spanText(entries: AnalyzedEntry[]): string {
  const times = entries.map((entry) => entry.time).filter((time): time is number => time !== null);
  if (entries.length < 2 || times.length < 2) return '';
  const days = Math.round((Math.max(...times) - Math.min(...times)) / DAY_MS);
  if (days === 0) return ' on one day';
  if (days < 14) return ` over ${plural(days, 'day')}`;
  if (days < 60) return ` over ${plural(Math.round(days / 7), 'week')}`;
  return ` over ${plural(Math.round(days / 30), 'month')}`;
}

/** Emotions by the number of entries they appear in, most first (lexicon order breaks ties). */
function emotionCounts(entries: AnalyzedEntry[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const emotion of entry.emotions) counts.set(emotion, (counts.get(emotion) ?? 0) + 1);
  return [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || emotionRank(a[0]) - emotionRank(b[0]) || a[0].localeCompare(b[0]),
  );
}

interface SkillRecord {
  skill: string;
  entries: AnalyzedEntry[];
  problems: { entry: AnalyzedEntry; fragment: string }[];
  successes: { entry: AnalyzedEntry; fragment: string }[];
  fragment: string;
}

function skillRecords(entries: AnalyzedEntry[]): SkillRecord[] {
  const records = new Map<string, SkillRecord>();
  for (const entry of entries) {
    for (const mention of entry.analysis.skills) {
      const record = records.get(mention.skill) ?? {
        skill: mention.skill,
        entries: [],
        problems: [],
        successes: [],
        fragment: mention.fragment,
      };
      record.entries.push(entry);
      if (mention.outcome === 'problem') record.problems.push({ entry, fragment: mention.fragment });
      if (mention.outcome === 'success') record.successes.push({ entry, fragment: mention.fragment });
      records.set(mention.skill, record);
    }
  }
  return [...records.values()].sort(
    (a, b) =>
      b.entries.length - a.entries.length || b.problems.length - a.problems.length || a.skill.localeCompare(b.skill),
  );
}

function quote(fragment: string): string {
  return `"${clip(fragment, 100)}"`;
}

function emotionFragment(entries: AnalyzedEntry[], emotion: string): string {
  for (const entry of entries) {
    const mention = entry.analysis.emotionMentions.find((candidate) => candidate.emotion === emotion);
    if (mention) return ` (${entry.date}: ${quote(mention.fragment)})`;
  }
  return ' (tagged on the entry)';
}

function emotionsPattern(title: string, entries: AnalyzedEntry[], counts: [string, number][]): Pattern | null {
  const insights: Insight[] = [];
  const total = entries.length;
  const positive = counts.filter(([emotion]) => emotionValence(emotion) === 'positive').slice(0, 2);
  const negative = counts.filter(([emotion]) => emotionValence(emotion) === 'negative').slice(0, 2);
  for (const [emotion, count] of positive) {
    insights.push({
      type: 'highlight',
      content: `${capitalize(emotion)} in ${count} of ${plural(total, 'entry', 'entries')}${emotionFragment(entries, emotion)}.`,
    });
  }
  for (const [emotion, count] of negative) {
    insights.push({
      type: 'observation',
      content: `${capitalize(emotion)} in ${count} of ${plural(total, 'entry', 'entries')}${emotionFragment(entries, emotion)}.`,
    });
  }
  if (entries.length >= 2) {
    const half = Math.ceil(entries.length / 2);
    const earlier = entries.slice(0, half);
    const later = entries.slice(half);
    const share = (group: AnalyzedEntry[], tone: AnalyzedEntry['tone']) =>
      group.filter((entry) => entry.tone === tone).length;
    const earlierNegative = share(earlier, 'negative');
    const laterPositive = share(later, 'positive');
    const earlierPositive = share(earlier, 'positive');
    const laterNegative = share(later, 'negative');
    if (earlierNegative > earlierPositive && laterPositive > laterNegative) {
      insights.push({
        type: 'highlight',
        content: `The mood has lifted: ${earlierNegative} of your first ${earlier.length} entries were negative, ${laterPositive} of the last ${later.length} positive.`,
      });
    } else if (earlierPositive > earlierNegative && laterNegative > laterPositive) {
      insights.push({
        type: 'observation',
        content: `The mood has dipped: ${earlierPositive} of your first ${earlier.length} entries were positive, ${laterNegative} of the last ${later.length} negative.`,
      });
    } else {
      const positiveAll = share(entries, 'positive');
      const negativeAll = share(entries, 'negative');
      insights.push({
        type: 'observation',
        content: `Across all ${entries.length} entries: ${positiveAll} positive, ${negativeAll} negative, ${entries.length - positiveAll - negativeAll} mixed or neutral.`,
      });
    }
  }
  if (insights.length === 0) return null;
  return { category: 'Emotions', title: clip(`How cooking ${title} felt`, 200), insights: insights.slice(0, 10) };
}

function skillsPattern(skills: SkillRecord[], total: number): Pattern | null {
  if (skills.length === 0) return null;
  const insights: Insight[] = [];
  for (const record of skills.slice(0, 5)) {
    const mentioned = `${record.skill} comes up in ${record.entries.length} of ${plural(total, 'entry', 'entries')}`;
    const lastProblem = record.problems.at(-1);
    const recovered = lastProblem
      ? record.successes.find(
          (success) =>
            success.entry.order !== lastProblem.entry.order &&
            (success.entry.time ?? 0) > (lastProblem.entry.time ?? 0),
        )
      : undefined;
    const firstProblem = record.problems[0];
    if (firstProblem && recovered) {
      insights.push({
        type: 'highlight',
        content: `${mentioned}: it went wrong on ${firstProblem.entry.date} (${quote(firstProblem.fragment)}) and went well on ${recovered.entry.date} (${quote(recovered.fragment)}).`,
      });
    } else if (firstProblem) {
      insights.push({
        type: 'observation',
        content: `${mentioned} and caused trouble in ${record.problems.length}, e.g. ${firstProblem.entry.date}: ${quote(firstProblem.fragment)}.`,
      });
    } else if (record.successes[0]) {
      insights.push({
        type: 'highlight',
        content: `${mentioned} and went well in ${record.successes.length}, e.g. ${quote(record.successes[0].fragment)}.`,
      });
    } else {
      insights.push({ type: 'observation', content: `${mentioned}, e.g. ${quote(record.fragment)}.` });
    }
  }
  const hardest = [...skills].sort((a, b) => b.problems.length - a.problems.length)[0];
  const advice = hardest && hardest.problems.length > 0 ? skillAdvice(hardest.skill) : undefined;
  if (hardest && advice) insights.push({ type: 'tip', content: `${hardest.skill}: ${advice}` });
  const recurring = skills.filter((record) => record.entries.length >= 2).map((record) => record.skill.toLowerCase());
  const title =
    recurring.length > 0 ? `Recurring skills: ${recurring.slice(0, 3).join(', ')}` : 'Skills you wrote about';
  return { category: 'Skills', title: clip(title, 200), insights };
}

const growthWords: Record<GrowthKind, { type: Insight['type']; label: string }> = {
  milestone: { type: 'highlight', label: 'Milestone' },
  improvement: { type: 'highlight', label: 'Improvement' },
  learning: { type: 'observation', label: 'Lesson noted' },
  plan: { type: 'tip', label: 'Your plan for next time' },
};

function growthPattern(entries: AnalyzedEntry[]): Pattern | null {
  const insights: Insight[] = [];
  for (const kind of ['milestone', 'improvement', 'learning'] as const) {
    const found = entries.flatMap((entry) =>
      entry.analysis.growth.filter((mention) => mention.kind === kind).map((mention) => ({ entry, mention })),
    );
    for (const { entry, mention } of found.slice(-2)) {
      insights.push({
        type: growthWords[kind].type,
        content: `${growthWords[kind].label} on ${entry.date}: ${quote(mention.fragment)}.`,
      });
    }
  }
  const plans = planNotes(entries);
  for (const { entry, fragment } of plans.slice(0, 2)) {
    insights.push({
      type: 'tip',
      content: `${growthWords.plan.label} (${entry.date}): ${quote(fragment)}. Try it on your next attempt.`,
    });
  }
  if (insights.length === 0 && entries.length >= 2) {
    const first = entries[0]!;
    const latest = entries.at(-1)!;
    insights.push({
      type: 'observation',
      content: `Your first entry (${first.date}) reads ${first.tone}, the latest (${latest.date}) ${latest.tone}. Note what you changed each time to see what helps.`,
    });
  }
  if (insights.length === 0) return null;
  return { category: 'Growth', title: 'Your progress', insights: insights.slice(0, 10) };
}

/** "Next time I'll..." notes, latest first. */
function planNotes(entries: AnalyzedEntry[]): { entry: AnalyzedEntry; fragment: string }[] {
  return entries
    .flatMap((entry) =>
      entry.analysis.growth
        .filter((mention) => mention.kind === 'plan')
        .map((mention) => ({ entry, fragment: mention.fragment })),
    )
    .reverse();
}

function recommendations(
  title: string,
  entries: AnalyzedEntry[],
  skills: SkillRecord[],
  counts: [string, number][],
): MoodInsights['recommendations'] {
  const items: RecommendationItem[] = [];
  const covered = new Set<string>();
  for (const record of skills
    .filter((candidate) => candidate.problems.length > 0)
    .sort((a, b) => b.problems.length - a.problems.length)) {
    const advice = skillAdvice(record.skill);
    if (!advice) continue;
    const feelings = [
      ...new Set(
        record.problems.flatMap(({ entry }) =>
          entry.emotions.filter((emotion) => emotionValence(emotion) === 'negative'),
        ),
      ),
    ];
    feelings.forEach((emotion) => covered.add(emotion));
    const felt = feelings.length > 0 ? ` alongside ${feelings.slice(0, 2).join(' and ')}` : '';
    const first = record.problems[0]!;
    items.push({
      focus: record.skill,
      suggestion: `${record.skill} went wrong in ${record.problems.length} of ${plural(entries.length, 'entry', 'entries')}${felt} (${quote(first.fragment)}). ${advice}`,
    });
  }
  for (const [emotion, count] of counts) {
    const advice = emotionAdvice(emotion);
    if (!advice || covered.has(emotion)) continue;
    items.push({
      focus: capitalize(emotion),
      suggestion: `You noted ${emotion} in ${count} of ${plural(entries.length, 'entry', 'entries')}. ${advice}`,
    });
  }
  const plan = planNotes(entries)[0];
  if (plan)
    items.push({
      focus: 'Your own plan',
      suggestion: `Follow through on your note from ${plan.entry.date}: ${quote(plan.fragment)}.`,
    });
  if (items.length === 0) {
    const good = skills.find((record) => record.successes.length > 0);
    if (good) {
      items.push({
        focus: `Keep: ${good.skill.toLowerCase()}`,
        suggestion: `${good.skill} went well (${quote(good.successes[0]!.fragment)}); write down exactly what you did so you can repeat it.`,
      });
    }
    items.push({
      focus: 'Stretch yourself',
      suggestion: `Nothing in your ${plural(entries.length, 'entry', 'entries')} points to a problem with ${title}: change one thing next time (a new technique, ingredient or garnish) and write down how it went.`,
    });
  }
  return { title: clip(`Next time you cook ${title}`, 200), items: items.slice(0, 10) };
}

/** Insights over a recipe's journal entries: counts, quoted fragments and advice tied to what was found. */
export function journalInsights(input: MoodInsightsInput): MoodInsights {
  const title = clip(input.recipeTitle, 120) || 'this recipe';
  const entries = analyze(input);
  if (entries.length === 0) {
    return {
      summary: `No journal entries yet for ${title}, so there is nothing to analyse. After you cook it, write a line or two about how it went: what you enjoyed, what was tricky and what you would change.`,
      patterns: [],
      recommendations: {
        title: 'Start your journal',
        items: [
          {
            focus: 'First entry',
            suggestion: `Next time you cook ${title}, note how it felt and which step was hardest; insights appear once there are entries.`,
          },
        ],
      },
    };
  }
  const counts = emotionCounts(entries);
  const skills = skillRecords(entries);
  const latest = entries.at(-1)!;
  const first = entries[0]!;
  const dates = entries.length > 1 ? ` (${first.date} to ${latest.date})` : ` (${latest.date})`;
  const feelings =
    counts.length > 0
      ? counts
          .slice(0, 5)
          .map(([emotion, count]) => `${emotion} in ${count}`)
          .join(', ')
      : 'no clear emotions detected';
  const recurring = skills.filter((record) => record.entries.length >= 2);
  const skillText =
    recurring.length > 0
      ? ` Recurring skills: ${recurring
          .slice(0, 3)
          .map((record) => `${record.skill.toLowerCase()} (${record.entries.length} entries)`)
          .join(', ')}.`
      : skills.length > 0
        ? ` Skills mentioned: ${skills
            .slice(0, 3)
            .map((record) => record.skill.toLowerCase())
            .join(', ')}.`
        : '';
  const growthEntries = entries.filter((entry) => entry.analysis.growth.length > 0).length;
  const growthText = growthEntries > 0 ? ` Growth notes in ${plural(growthEntries, 'entry', 'entries')}.` : '';
  const summary = `${plural(entries.length, 'entry', 'entries')} for ${title}${spanText(entries)}${dates}; ${feelings}; the latest is ${latest.tone}.${skillText}${growthText}`;

  const patterns = [
    skillsPattern(skills, entries.length),
    emotionsPattern(title, entries, counts),
    growthPattern(entries),
  ].filter((pattern): pattern is Pattern => pattern !== null);
  return { summary: clip(summary, 4000), patterns, recommendations: recommendations(title, entries, skills, counts) };
}
