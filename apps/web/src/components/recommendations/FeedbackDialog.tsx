import { useId, useState, type FormEvent } from 'react';
import { Field, Label, Switch, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Star } from 'lucide-react';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { TextAreaField } from '../ui/TextAreaField';
import { useRecommendationFeedback, type RecommendationData } from './useRecommendations';

const s = nutritionStrings.feedback;
const RATINGS = [1, 2, 3, 4, 5] as const;
const SLIDER_MAX = 5;

interface FeedbackValues {
  rating: number | null;
  feedback: string;
  wasCooked: boolean;
  wasSaved: boolean;
  wasShared: boolean;
  /** Sliders stay null (not sent) until moved, so an untouched slider is not read as a 0. */
  difficultyRating: number | null;
  timeAccuracy: number | null;
  cookingNotes: string;
  tasteRating: number | null;
  healthinessRating: number | null;
}

const initialValues: FeedbackValues = {
  rating: null,
  feedback: '',
  wasCooked: false,
  wasSaved: false,
  wasShared: false,
  difficultyRating: null,
  timeAccuracy: null,
  cookingNotes: '',
  tasteRating: null,
  healthinessRating: null,
};

function Slider({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="label">
          {label}
        </label>
        <span className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400" aria-hidden>
          {value === null ? '–' : s.sliderValue(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={SLIDER_MAX}
        step={1}
        value={value ?? 0}
        aria-valuetext={value === null ? '–' : s.sliderValue(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`w-full cursor-pointer accent-(--accent) ${value === null ? 'opacity-50' : ''}`}
      />
      <div className="flex justify-between px-0.5 text-xs text-zinc-400 tabular-nums" aria-hidden>
        {Array.from({ length: SLIDER_MAX + 1 }, (_, index) => (
          <span key={index}>{index}</span>
        ))}
      </div>
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Field className="flex items-center justify-between gap-3 py-1.5">
      <Label className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-zinc-300 transition-colors focus:outline-none data-checked:bg-accent data-focus:ring-2 data-focus:ring-accent data-focus:ring-offset-2 dark:bg-zinc-700 dark:data-focus:ring-offset-zinc-900"
      >
        <span className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5" />
      </Switch>
    </Field>
  );
}

const tabClass =
  'rounded-lg px-2 py-1.5 text-xs font-medium text-zinc-600 transition focus:outline-none data-focus:ring-2 data-focus:ring-accent data-hover:text-zinc-900 data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm sm:text-sm dark:text-zinc-400 dark:data-hover:text-white dark:data-selected:bg-zinc-950 dark:data-selected:text-white';

/** Recipe Feedback: General, Cooking Experience and Nutrition tabs; the form resets after a successful submit. */
export function FeedbackDialog({
  recommendation,
  open,
  onClose,
}: {
  recommendation: RecommendationData;
  open: boolean;
  onClose: () => void;
}) {
  const [values, setValues] = useState<FeedbackValues>(initialValues);
  const [tab, setTab] = useState(0);
  const feedback = useRecommendationFeedback();
  const set = <K extends keyof FeedbackValues>(key: K, value: FeedbackValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await feedback.mutateAsync({
        recommendationId: recommendation.recommendationId,
        ...values,
        feedback: values.feedback.trim() || null,
        cookingNotes: values.cookingNotes.trim() || null,
        modifications: {},
      });
      setValues(initialValues);
      setTab(0);
      onClose();
    } catch {
      // The hook's toast tells the user; the form keeps what they wrote.
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={s.title} description={s.description(recommendation.recipeData.title)}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="feedback-form">
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-200/70 p-1 dark:bg-zinc-800">
            {[s.general, s.cooking, s.nutrition].map((label) => (
              <Tab key={label} className={tabClass}>
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            <TabPanel className="space-y-4 focus:outline-none">
              <fieldset>
                <legend className="label">{s.rating}</legend>
                <div className="flex gap-2">
                  {RATINGS.map((value) => {
                    const selected = values.rating !== null && value <= values.rating;
                    return (
                      <button
                        key={value}
                        type="button"
                        aria-pressed={values.rating === value}
                        aria-label={s.ratingOption(value)}
                        onClick={() => set('rating', values.rating === value ? null : value)}
                        className={`flex size-10 items-center justify-center gap-0.5 rounded-lg border text-sm font-semibold transition ${
                          selected
                            ? 'border-amber-400 bg-amber-50 text-amber-700 dark:border-amber-500 dark:bg-amber-950/60 dark:text-amber-300'
                            : 'border-zinc-300 text-zinc-600 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800'
                        }`}
                      >
                        <Star className={`size-3.5 ${selected ? 'fill-current' : ''}`} aria-hidden />
                        {value}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
              <TextAreaField
                label={s.feedback}
                placeholder={s.feedbackPlaceholder}
                rows={3}
                maxLength={2000}
                value={values.feedback}
                onChange={(event) => set('feedback', event.target.value)}
              />
              <div className="divide-y divide-zinc-100 dark:divide-zinc-800">
                <Toggle label={s.cooked} checked={values.wasCooked} onChange={(checked) => set('wasCooked', checked)} />
                <Toggle label={s.saved} checked={values.wasSaved} onChange={(checked) => set('wasSaved', checked)} />
                <Toggle label={s.shared} checked={values.wasShared} onChange={(checked) => set('wasShared', checked)} />
              </div>
            </TabPanel>
            <TabPanel className="space-y-4 focus:outline-none">
              <Slider label={s.difficulty} value={values.difficultyRating} onChange={(value) => set('difficultyRating', value)} />
              <Slider label={s.timeAccuracy} value={values.timeAccuracy} onChange={(value) => set('timeAccuracy', value)} />
              <TextAreaField
                label={s.cookingNotes}
                placeholder={s.cookingNotesPlaceholder}
                rows={3}
                maxLength={2000}
                value={values.cookingNotes}
                onChange={(event) => set('cookingNotes', event.target.value)}
              />
            </TabPanel>
            <TabPanel className="space-y-4 focus:outline-none">
              <Slider label={s.taste} value={values.tasteRating} onChange={(value) => set('tasteRating', value)} />
              <Slider
                label={s.healthiness}
                value={values.healthinessRating}
                onChange={(value) => set('healthinessRating', value)}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <DialogActions
          onCancel={onClose}
          cancelLabel={s.cancel}
          pending={feedback.isPending}
          pendingLabel={s.submitting}
          submitLabel={s.submit}
        />
      </form>
    </Modal>
  );
}
