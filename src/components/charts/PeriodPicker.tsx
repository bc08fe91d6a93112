import { DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';

import { insight } from '../../locales/insight';
import { dateRangeInputProps } from '../date-input';
import { DAY_FORMAT, type Period, type PresetKey, presetPeriod } from './period';

export interface PeriodChoice {
  preset: PresetKey;
  period: Period;
}

interface Props {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  presets?: readonly PresetKey[];
}

const allPresets: readonly PresetKey[] = ['7d', '30d', '90d', 'month', 'custom'];

/** Preset periods (7, 30, 90 days, this month) and a custom range, both ends included. */
export function PeriodPicker({ value, onChange, presets = allPresets }: Props) {
  return (
    <Space wrap size={[8, 8]} className="period-picker">
      <Segmented<PresetKey>
        aria-label={insight.period.presets}
        value={value.preset}
        options={presets.map((preset) => ({ value: preset, label: insight.period[preset] }))}
        onChange={(preset) =>
          onChange({ preset, period: preset === 'custom' ? value.period : presetPeriod(preset) })
        }
      />
      {value.preset === 'custom' && (
        <DatePicker.RangePicker
          aria-label={insight.period.range}
          allowClear={false}
          {...dateRangeInputProps()}
          value={[dayjs(value.period.start), dayjs(value.period.end)]}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(range) => {
            if (range?.[0] && range[1]) {
              onChange({
                preset: 'custom',
                period: { start: range[0].format(DAY_FORMAT), end: range[1].format(DAY_FORMAT) },
              });
            }
          }}
        />
      )}
    </Space>
  );
}

/** The choice a screen starts with: the last `days` days. */
export function initialChoice(preset: Exclude<PresetKey, 'custom'> = '30d'): PeriodChoice {
  return { preset, period: presetPeriod(preset) };
}
