/**
 * Every user-facing toast, alert and message of spec §5 and §8, word for word. The browser shows
 * them and the server returns the same words where it answers the same situation, so a change of
 * wording happens here once.
 */

import { NOT_FOUND_TITLE, PRODUCT_NAME } from './routes';

/** A toast's heading and body. `description` of a failure toast is the fallback when the error has no message. */
export interface ToastText {
  title: string;
  description: string;
}

export const TOASTS = {
  // Accounts
  registerSuccess: { title: `Welcome to ${PRODUCT_NAME}`, description: 'Your premium account has been created successfully.' },
  registerFailed: { title: 'Registration Failed', description: 'Please check your information and try again.' },
  loginSuccess: { title: 'Welcome back!', description: 'You have successfully logged into your account.' },
  loginFailed: { title: 'Login Failed', description: 'Please check your email and password.' },
  logoutSuccess: { title: 'Logged out', description: "You've been successfully logged out." },
  passwordResetRequested: { title: 'Check your email', description: 'If an account exists for that email, a reset link is on its way.' },
  passwordResetFailed: { title: 'Password Reset Failed', description: 'Please request a new link and try again.' },
  passwordResetDone: { title: 'Password changed', description: 'Please log in with your new password.' },

  // Golf profile
  profileComplete: { title: 'Profile Complete!', description: 'Your golf profile has been saved. Get ready for personalized coaching!' },
  profileSaveFailed: { title: 'Profile Save Failed', description: 'There was an error saving your profile. Please try again.' },

  // Landing page forms
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  emailCaptureSuccess: {
    title: 'Success!',
    // Spec §8's "exclusive golf tips and early access": the tips are the blog's posts, after a confirmation (decision 2711); no early access exists.
    description: 'Almost there! Check your e-mail and confirm your address to get our golf tips.',
  },
  emailCaptureFailed: { title: 'Oops! Something went wrong', description: 'Please try again or contact support.' },
  clubMissingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  clubLeadSubmitted: {
    title: 'Partnership Request Submitted',
    description: 'Thank you! Our partnerships team will contact you within 24 hours.',
  },
  clubSubmitFailed: { title: 'Submission Failed', description: 'There was an error submitting your request. Please try again.' },
  feedbackMessageRequired: { title: 'Message Required', description: 'Please provide a message with at least 5 characters.' },
  feedbackSubmitted: { title: 'Feedback Submitted', description: 'Thank you for helping us improve.' },
  feedbackFailed: { title: 'Submission Failed', description: 'There was an error submitting your feedback. Please try again.' },

  // Subscribe
  subscribeMissingInformation: { title: 'Missing Information', description: 'Please fill in your email and name.' },
  subscribeFailed: {
    title: 'Subscription Failed',
    description: 'There was an error processing your subscription. Please try again.',
  },

  // Swing upload and analysis
  fileTooLarge: { title: 'File Too Large', description: 'Please select a file smaller than 50MB.' },
  unsupportedFileType: {
    title: 'Unsupported File Type',
    description: 'Please upload a video file (MP4, MOV) or image file (JPG, PNG).',
  },
  noVideoProvided: { title: 'No Video Provided', description: 'Please upload a video file or provide a video URL.' },
  videoFileReady: { title: 'Video File Ready', description: 'Your video is ready to analyze.' },
  imageFileReady: { title: 'Image File Ready', description: 'Your image is ready to analyze.' },
  golfContentRequired: {
    title: 'Golf Content Required',
    description: 'Please upload an image of a golfer in a swing position. Screenshots and non-golf images are not supported.',
  },
  analysisFailed: {
    title: 'Analysis Failed',
    description: 'There was an error analyzing your swing. Please check your file format and try again.',
  },
  analysisComplete: { title: 'AI Analysis Complete', description: 'Your swing has been analyzed.' },
  // Ours, in §8's voice: a live swing kept as a stored analysis (decision 1608).
  swingKept: { title: 'Swing Kept', description: 'Your full analysis is on its way.' },

  // Community
  roomJoined: { title: 'Joined Room', description: '{n} members online' },
} as const satisfies Record<string, ToastText>;

/** 'Joined Room' body with the member count filled in, in the singular for one. */
export function roomJoinedDescription(memberCount: number): string {
  return TOASTS.roomJoined.description.replace('{n} members', memberCount === 1 ? '1 member' : `${memberCount} members`);
}

/** Alerts, inline messages and fixed strings of §5 and §8 that are not toasts. */
export const MESSAGES = {
  passwordsDontMatch: "Passwords don't match",
  notFound: NOT_FOUND_TITLE,
  articleNotFound: 'Article Not Found',
  articleNotFoundBody: "The blog post you're looking for doesn't exist.",
  demoInvalidPassword: 'Invalid password. Contact development team for demo access.',
  coachChatUnavailable: "I apologize, but I'm having trouble connecting right now. Please try again in a moment.",
  liveAuthRequired: 'Authentication required for real-time analysis',
  liveTokenFailed: 'Failed to authenticate for real-time analysis',
  liveLoginRequired: 'Please log in to use real-time analysis',
  liveSocketSetupFailed: 'Failed to establish secure connection',
  liveConnectionLost: 'Connection lost. Reconnecting...',
  cameraDenied: 'Unable to access camera. Please check permissions.',
  cameraOrSocketNotReady: 'Camera or WebSocket not ready',
  noAnalysesYet: 'No swing analyses yet',
  noBlogPosts: 'No blog posts available yet. Check back soon for expert golf insights!',
} as const;

/** 'Rate limit exceeded. Retry in N seconds.' with N defaulting to 60 (spec §8). */
export function rateLimitMessage(retryAfterSeconds?: number): string {
  return `Rate limit exceeded. Retry in ${retryAfterSeconds ?? 60} seconds.`;
}
