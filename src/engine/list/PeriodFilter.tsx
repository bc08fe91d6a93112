import { DatePicker } from 'antd';
import dayjs from 'dayjs';

import { dateRangeInputProps } from '../../components/date-input';
import { ui } from '../../locales/ui';
import { PERIOD_FORMAT } from '../../resources/list-filters';

interface Props {
  start?: string;
  end?: string;
  onChange: (start: string, end: string) => void;
}

/** The period of a list (its own chunk: only lists with a period load the date picker). */
export default function PeriodFilter({ start, end, onChange }: Props) {
  return (
    <DatePicker.RangePicker
      aria-label={ui.list.period}
      allowClear={false}
      {...dateRangeInputProps()}
      value={start && end ? [dayjs(start), dayjs(end)] : null}
      onChange={(range) => {
        if (range?.[0] && range[1]) onChange(range[0].format(PERIOD_FORMAT), range[1].format(PERIOD_FORMAT));
      }}
    />
  );
}
