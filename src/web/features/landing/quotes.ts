/** The six scripture quotes of the banner (spec §2, §4), King James Version, on patience and practice. */
export const QUOTES = [
  { text: 'Let us run with patience the race that is set before us.', source: 'Hebrews 12:1' },
  { text: 'Whatsoever thy hand findeth to do, do it with thy might.', source: 'Ecclesiastes 9:10' },
  { text: 'Let patience have her perfect work, that ye may be perfect and entire, wanting nothing.', source: 'James 1:4' },
  { text: 'They that wait upon the Lord shall renew their strength.', source: 'Isaiah 40:31' },
  { text: 'Be strong and of a good courage; be not afraid.', source: 'Joshua 1:9' },
  { text: 'And let us not be weary in well doing: for in due season we shall reap, if we faint not.', source: 'Galatians 6:9' },
] as const;
