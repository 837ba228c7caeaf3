/**
 * A back-office count as the screen shows it: "≈" before the figures the server estimated
 * instead of counting (above 100 mil rows, decision 041).
 */
export const countFigure = (value: number, estimated: boolean) =>
  `${estimated ? '≈ ' : ''}${value.toLocaleString('pt-BR')}`;

/** Under a grid with at least one estimated figure: what the "≈" means. */
export function EstimateNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="mt-2 text-xs text-muted">
      ≈ Estimativa do banco de dados: acima de 100 mil registros, o número não é contado um a um.
    </p>
  );
}
