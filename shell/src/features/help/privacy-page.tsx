export function PrivacyPage() {
  return (
    <main className="shell-message">
      <h1>Privacy Policy</h1>
    </main>
  );
}
