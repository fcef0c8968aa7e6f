import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { JOB_STATES } from '~/lib/jobs';
import { useTranslation } from '~/lib/use-translation';
import { FilterForm, type FilterValues } from './filter-form';
import { Select } from './ui/select';

/** The jobs page's filter: a choice applies at once (here, shown below instead of in the URL). */
function JobStateFilter() {
  const { t } = useTranslation('jobs');
  const [values, setValues] = useState<FilterValues>({ status: undefined });
  const chosen = JOB_STATES.find((state) => state === values.status);
  return (
    <div className="space-y-2">
      <FilterForm values={values} onApply={setValues} applyLabel={t('filters.apply')}>
        <Select name="status" inline aria-label={t('filters.state')} defaultValue="">
          <option value="">{t('filters.anyState')}</option>
          {JOB_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </Select>
      </FilterForm>
      <p className="text-muted-foreground">{chosen ? t(`states.${chosen}`) : t('filters.anyState')}</p>
    </div>
  );
}

const meta = {
  title: 'Components/FilterForm',
  component: FilterForm,
  render: () => <JobStateFilter />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {};
