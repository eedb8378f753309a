export function SignupPage() {
  return (
    <main className="shell-message">
      <h1>Create a parent account</h1>
    </main>
  );
}
