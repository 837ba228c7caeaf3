import { managesFamily } from '@domain/family/baby-role';
import { Link } from 'react-router';
import { BabySummary } from '@/components/baby-summary';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Baby } from '@/shared/babies/babies';

export function GeneralInfoCard({ baby }: { baby: Baby }) {
  return (
    <Card>
      <BabySummary baby={baby} />
      <Link
        to={`/dados-bebe?id=${baby.id}`}
        className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}
      >
        {managesFamily(baby.role) ? 'Editar dados do bebê' : 'Ver dados do bebê'}
      </Link>
    </Card>
  );
}
