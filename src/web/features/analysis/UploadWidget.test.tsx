import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/analysis';
import { TOASTS } from '../../../shared/texts';
import { Toaster } from '../../components/ui/Toaster';
import { dismissToast } from '../../components/ui/toast-store';
import { MEMBER, renderWithProviders } from '../../test/render';
import { UploadWidget } from './UploadWidget';
import { failureToast } from './uploadRules';

function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['swing'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderWidget() {
  renderWithProviders(
    <>
      <UploadWidget />
      <Toaster />
    </>,
    { user: MEMBER, path: '/dashboard' },
  );
  // The file inputs are visually hidden behind buttons; the `accept` check is the widget's own job here.
  const user = userEvent.setup({ applyAccept: false });
  return {
    user,
    fileInput: screen.getByLabelText('Swing video or photo') as HTMLInputElement,
    urlInput: screen.getByLabelText('Video URL') as HTMLInputElement,
    analyze: screen.getByRole('button', { name: 'Analyze Swing' }),
  };
}

afterEach(() => act(() => dismissToast()));

describe('swing upload widget', () => {
  it('starts with Analyze disabled: neither a file nor a URL', () => {
    const { analyze } = renderWidget();
    expect(analyze).toBeDisabled();
  });

  it('refuses a file over 50MB with the spec toast and keeps nothing', async () => {
    const { user, fileInput, analyze } = renderWidget();
    await user.upload(fileInput, fileOf('big.mp4', 'video/mp4', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByText(TOASTS.fileTooLarge.title)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.fileTooLarge.description)).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).toBeNull();
    expect(analyze).toBeDisabled();
    expect(fileInput.value).toBe('');
  });

  it('accepts a file of exactly 50MB', async () => {
    const { user, fileInput, analyze } = renderWidget();
    await user.upload(fileInput, fileOf('limit.mov', 'video/quicktime', MAX_UPLOAD_BYTES));
    expect(screen.getByText(TOASTS.videoFileReady.title)).toBeInTheDocument();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('limit.mov');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('50.0 MB');
    expect(analyze).toBeEnabled();
  });

  it('refuses anything but video/* and image/*', async () => {
    const { user, fileInput, analyze } = renderWidget();
    await user.upload(fileInput, fileOf('notes.pdf', 'application/pdf'));
    expect(screen.getByText(TOASTS.unsupportedFileType.title)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.unsupportedFileType.description)).toBeInTheDocument();
    expect(analyze).toBeDisabled();
    // A file without a type (the browser could not tell) is refused too.
    await user.upload(fileInput, fileOf('mystery', ''));
    expect(screen.getByText(TOASTS.unsupportedFileType.title)).toBeInTheDocument();
    expect(analyze).toBeDisabled();
  });

  it("says 'Video File Ready' or 'Image File Ready' by the file's type", async () => {
    const { user, fileInput } = renderWidget();
    await user.upload(fileInput, fileOf('swing.mp4', 'video/mp4'));
    expect(screen.getByText(TOASTS.videoFileReady.title)).toBeInTheDocument();
    await user.upload(fileInput, fileOf('top.jpg', 'image/jpeg'));
    expect(screen.getByText(TOASTS.imageFileReady.title)).toBeInTheDocument();
    expect(screen.queryByText(TOASTS.videoFileReady.title)).toBeNull();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('top.jpg');
  });

  it('clears the file when a URL is typed, and the URL when a file is chosen', async () => {
    const { user, fileInput, urlInput, analyze } = renderWidget();
    await user.upload(fileInput, fileOf('swing.mp4', 'video/mp4'));
    expect(screen.getByTestId('chosen-file')).toBeInTheDocument();

    await user.type(urlInput, 'https://example.com/swing.mp4');
    expect(screen.queryByTestId('chosen-file')).toBeNull();
    expect(fileInput.value).toBe('');
    expect(analyze).toBeEnabled();

    await user.upload(fileInput, fileOf('again.mp4', 'video/mp4'));
    expect(urlInput).toHaveValue('');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('again.mp4');
    expect(analyze).toBeEnabled();
  });

  it('keeps Analyze disabled for a blank URL', async () => {
    const { user, urlInput, analyze } = renderWidget();
    await user.type(urlInput, '   ');
    expect(analyze).toBeDisabled();
  });

  it("answers a submit with nothing chosen with 'No Video Provided'", () => {
    renderWidget();
    fireEvent.submit(screen.getByRole('form', { name: 'Swing upload' }));
    expect(screen.getByText(TOASTS.noVideoProvided.title)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.noVideoProvided.description)).toBeInTheDocument();
  });

  it('offers a phone camera capture input beside the file picker', () => {
    renderWidget();
    const camera = screen.getByLabelText('Record a swing with the camera');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'video/*,image/*');
    expect(screen.getByLabelText('Swing video or photo')).not.toHaveAttribute('capture');
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('offers the optional club, swing length, practice type and focus area', () => {
    renderWidget();
    for (const label of ['Club used', 'Swing length', 'Practice type', 'Focus area']) {
      const select = screen.getByLabelText(label);
      expect(select).toHaveValue('');
      expect(select.querySelectorAll('option').length).toBeGreaterThan(3);
    }
    expect([...screen.getByLabelText('Swing length').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Not set',
      'Full swing',
      'Three-quarter swing',
      'Half swing',
    ]);
  });
});

describe('failure toasts', () => {
  it("is 'Golf Content Required' with the server's words for non-golf content", () => {
    expect(failureToast({ code: 'non_golf_content', message: 'No golfer was found in this video.' })).toEqual({
      title: 'Golf Content Required',
      description: 'No golfer was found in this video.',
    });
    expect(failureToast({ code: 'non_golf_content', message: '' })).toEqual(TOASTS.golfContentRequired);
  });
  it("is 'Analysis Failed' with the spec's text when the server said nothing usable", () => {
    expect(failureToast(null)).toEqual(TOASTS.analysisFailed);
    expect(failureToast({ code: 'decode_failed', message: '  ' })).toEqual(TOASTS.analysisFailed);
  });
  it("keeps 'Analysis Failed' but passes on the server's actionable message", () => {
    expect(failureToast({ message: 'This link did not answer within 20 seconds.' })).toEqual({
      title: 'Analysis Failed',
      description: 'This link did not answer within 20 seconds.',
    });
  });
});
