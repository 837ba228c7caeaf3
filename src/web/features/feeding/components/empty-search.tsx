export function EmptySearch() {
  return <p className="py-8 text-center text-muted">Nada encontrado para essa busca.</p>;
}
