import { DatePicker, type DatePickerProps } from 'antd';
import 'shared/antd-css/date-picker.js';
import enUS from 'antd/es/date-picker/locale/en_US';
import dayjs from 'dayjs';
import { localDay, MONTHS_SHORT } from 'shared';
import './due-date-field.css';

// The field writes a day as the cards do (formatDate: "2 Dec 2026", "2 Sept 2026"). dayjs's English says
// "Sep", so this app's dayjs (bundled here, not shared) gets English with the cards' month names: the picker
// shows a day in the locale it is given, and reads what is typed in dayjs's global one.
const CARDS_LOCALE = 'en-cards';
dayjs.locale({ ...dayjs.Ls['en']!, name: CARDS_LOCALE, monthsShort: [...MONTHS_SHORT] });
const pickerLocale = { ...enUS, lang: { ...enUS.lang, locale: CARDS_LOCALE } };

/** The first is how the field shows a day; the others are understood when typed too. */
const FORMATS = ['D MMM YYYY', 'D MMMM YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];

type Props = Omit<DatePickerProps, 'value' | 'onChange' | 'format' | 'locale'> & {
  /** The day as 'YYYY-MM-DD', or '' for none. */
  value?: string;
  onChange?: (day: string) => void;
};

/** A day, typed ("2 Dec 2026", "2/12/2026") or picked, shown as the cards show dates. */
export function DueDateField({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      {...rest}
      format={FORMATS}
      locale={pickerLocale}
      // Days before today cannot be picked (the form and the server refuse them too: a past day typed in).
      disabledDate={(day) => day.format('YYYY-MM-DD') < localDay()}
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange?.(dayjs.isDayjs(date) ? date.format('YYYY-MM-DD') : '')}
    />
  );
}
