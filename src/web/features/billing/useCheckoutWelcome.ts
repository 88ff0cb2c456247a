import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../components/ui/toast-store';

/** Back from a paid checkout (Stripe's success_url or the test checkout): say so once, on the page it returns to. */
export function useCheckoutWelcome(description: string) {
  const [params, setParams] = useSearchParams();
  const arrived = params.get('checkout') === 'success';
  useEffect(() => {
    if (!arrived) return;
    toast({ title: 'Welcome to Premium', description });
    setParams({}, { replace: true });
  }, [arrived, description, setParams]);
}
