/** The community rooms every installation starts with. */
export const chatRoomSeeds = [
  { name: 'General', description: 'Say hello and talk about anything golf.' },
  { name: 'Swing Feedback', description: 'Share an analysis and ask other members what they see.' },
  { name: 'Short Game', description: 'Chipping, pitching, bunkers and putting.' },
  { name: 'Equipment', description: 'Clubs, balls, fitting and launch monitors.' },
  { name: 'Course Talk', description: 'Courses played, trips planned, course management.' },
];
