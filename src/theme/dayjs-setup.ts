import dayjs from 'dayjs';
import 'dayjs/locale/id';
import relativeTime from 'dayjs/plugin/relativeTime';

// dates in Indonesian (SPEC.md: Indonesian labels); loaded with the shell, not by the login page
dayjs.extend(relativeTime);
dayjs.locale('id');
