// @ts-check
// Forms whose action cannot be taken back (revoke a key, disconnect, a new receipt address) ask their
// `data-confirm` question first; without this script the server-rendered forms still work.
for (const form of /** @type {NodeListOf<HTMLFormElement>} */ (document.querySelectorAll("form[data-confirm]"))) {
  form.addEventListener("submit", (event) => {
    if (!confirm(form.dataset.confirm ?? "Are you sure?")) event.preventDefault();
  });
}
