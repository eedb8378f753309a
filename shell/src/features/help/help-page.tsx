export function HelpPage() {
  return (
    <main className="shell-message">
      <h1>Help Center</h1>
    </main>
  );
}
