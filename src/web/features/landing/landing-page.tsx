import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { BenefitsSection } from './benefits-section';
import { ClosingCall } from './closing-call';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { TestimonialsSection } from './testimonials-section';

export default function LandingPage() {
  return (
    <div className="min-h-dvh overflow-x-hidden">
      <header className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-3">
        <Logo />
        <nav className="ml-auto flex items-center gap-2" aria-label="Conta">
          <Link to="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Entrar
          </Link>
          <Link to="/login" className={buttonVariants({ size: 'sm' })}>
            Começar Grátis
          </Link>
        </nav>
      </header>
      <main>
        <Hero />
        <FeaturesSection />
        <BenefitsSection />
        <TestimonialsSection />
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  );
}
