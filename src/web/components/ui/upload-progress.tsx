export function UploadProgress({ percent, label = 'Enviando foto…' }: { percent: number; label?: string }) {
  return (
    <div className="space-y-1" role="status" aria-live="polite">
      <div className="h-2 overflow-hidden rounded-full bg-primary-soft">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-semibold text-muted">
        {label} {percent}%
      </p>
    </div>
  );
}
