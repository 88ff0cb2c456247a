import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../components/ui/Input';

/** A password box with the spec's show/hide toggle. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-16" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-fairway-700 hover:text-fairway-900"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
