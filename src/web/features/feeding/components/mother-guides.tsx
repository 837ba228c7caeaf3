import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { FeedingContent } from '../api/feeding';

const ORDER = [
  { slug: 'milk-production', label: 'Produção de leite' },
  { slug: 'recovery', label: 'Recuperação' },
  { slug: 'aplv-mom', label: 'Dieta APLV' },
] as const;

export function MotherGuides({ guides }: { guides: FeedingContent['motherGuides'] }) {
  return (
    <Tabs defaultValue="milk-production">
      <TabsList aria-label="Para a mãe">
        {ORDER.map((g) => (
          <TabsTrigger key={g.slug} value={g.slug} className="px-2 text-xs">
            {g.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ORDER.map(({ slug }) => {
        const guide = guides.find((g) => g.slug === slug);
        return (
          <TabsContent key={slug} value={slug}>
            {guide && (
              <article className="space-y-4">
                <h3 className="text-lg font-extrabold">{guide.title}</h3>
                {guide.sections.map((section) => (
                  <section key={section.heading}>
                    <h4 className="font-bold">{section.heading}</h4>
                    {section.paragraphs.map((p) => (
                      <p key={p} className="mt-1 text-sm">
                        {p}
                      </p>
                    ))}
                  </section>
                ))}
              </article>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
