import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHydrated } from '@/lib/hydrated';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// The page shows while the session is read, as its prerendered HTML does, so a visitor can start
// typing at once; the session layer that reads it loads after the first paint.
const SignedInRedirect = lazy(() => import('./signed-in-redirect'));

export default function AuthPage() {
  const hydrated = useHydrated();
  // Someone invited to a family mostly has no account yet.
  const invited = new URLSearchParams(useLocation().search).has('convite');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col px-4 py-8">
      <Link to="/" className="mx-auto rounded-xl" aria-label="Lumma, página inicial">
        <Logo />
      </Link>
      <p className="mt-2 text-center text-muted">O manual do seu bebê</p>
      <Card className="mt-6">
        {/* The page is prerendered: its forms wait for the script (see useHydrated). */}
        <fieldset disabled={!hydrated} className="min-w-0">
          <Tabs defaultValue={invited ? 'signup' : 'login'}>
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Cadastro</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </fieldset>
      </Card>
      <Suspense fallback={null}>
        <SignedInRedirect />
      </Suspense>
    </main>
  );
}
