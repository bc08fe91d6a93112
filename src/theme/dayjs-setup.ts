import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

import 'dayjs/locale/id';

// dates in Indonesian (SPEC.md: Indonesian labels); loaded with the shell, not by the login page
dayjs.extend(relativeTime);
dayjs.locale('id');
