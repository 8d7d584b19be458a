// The default data of a freshly reset world. Ids are stable so tests and benchmarks can rely on them;
// documented in sandbox/README.md.
export const SEED_IDS = {
  user: 1001,
  account: 2001,
  categories: { food: 10, groceries: 11, coffee: 12, restaurants: 13, rent: 20, salary: 21, transport: 22 },
  tags: { reimbursable: 31, vacation: 32 },
  manualAccounts: { checking: 101, creditCard: 102 },
  linkedAccounts: { allowsModifications: 201, readOnly: 202 },
  cryptoSynced: 301,
  rules: { starbucks: 401 },
} as const;

// Seed timestamps are fixed so two resets produce identical worlds.
const SEEDED_AT = "2025-01-01T00:00:00.000Z";

export const DEFAULT_SEED = {
  user: {
    name: "Sandbox User",
    email: "sandbox@example.invalid",
    id: SEED_IDS.user,
    account_id: SEED_IDS.account,
    budget_name: "Sandbox Budget",
    primary_currency: "usd",
    api_key_label: "sandbox",
  },
  accountSettings: {
    primary_currency: "usd",
    supported_currencies: ["usd", "eur", "cad", "gbp"],
    display_name: "Sandbox Budget" as string | null,
    locale: "en-US",
    auto_create_category_rules: true,
    auto_create_suggested_transaction_rules: true,
    include_pending_in_totals: true,
  },
  userSettings: {
    show_debits_as_negative: true,
    auto_suggest_payee: true,
    month_year_format: "MMM YYYY",
    month_day_year_format: "MMM D, YYYY",
    month_day_format: "MMM D",
    show_am_pm: true,
    week_starts_on: "sunday",
    always_display_year: false,
    always_display_weekday: true,
  },
  userAccountSettings: {
    auto_review_transaction_on_update: true,
    auto_review_transaction_on_creation: true,
    default_manual_account_id: SEED_IDS.manualAccounts.checking as number | null,
  },
  categories: [
    { id: SEED_IDS.categories.food, name: "Food", is_group: true },
    { id: SEED_IDS.categories.groceries, name: "Groceries", group_id: SEED_IDS.categories.food },
    { id: SEED_IDS.categories.coffee, name: "Coffee", group_id: SEED_IDS.categories.food },
    { id: SEED_IDS.categories.restaurants, name: "Restaurants", group_id: SEED_IDS.categories.food },
    { id: SEED_IDS.categories.rent, name: "Rent" },
    { id: SEED_IDS.categories.salary, name: "Salary", is_income: true },
    { id: SEED_IDS.categories.transport, name: "Transport", description: "Bus, train, fuel" },
  ],
  tags: [
    { id: SEED_IDS.tags.reimbursable, name: "Reimbursable", text_color: "#ffffff", background_color: "#2f855a" },
    { id: SEED_IDS.tags.vacation, name: "Vacation" },
  ],
  manualAccounts: [
    {
      id: SEED_IDS.manualAccounts.checking, name: "Checking", institution_name: "Sandbox Bank",
      type: "cash", subtype: "checking", balance: "2500.00", currency: "usd", balance_as_of: SEEDED_AT,
    },
    {
      id: SEED_IDS.manualAccounts.creditCard, name: "Credit Card", institution_name: "Sandbox Bank",
      type: "credit", subtype: "credit card", balance: "-412.37", currency: "usd", balance_as_of: SEEDED_AT,
    },
  ],
  linkedAccounts: [
    {
      id: SEED_IDS.linkedAccounts.allowsModifications, linked_item_id: "item-sandbox-1", date_linked: "2024-06-01",
      linked_by_name: "Sandbox User", name: "Everyday Checking", display_name: null, type: "depository",
      subtype: "checking", mask: "1234", institution_name: "Linked Bank", status: "active",
      allow_transaction_modifications: true, limit: null, balance: "1800.0000", currency: "usd", to_base: 1800,
      balance_last_update: SEEDED_AT, import_start_date: "2024-06-01", last_import: SEEDED_AT,
      last_fetch: SEEDED_AT, linked_last_successful_update: SEEDED_AT,
    },
    {
      id: SEED_IDS.linkedAccounts.readOnly, linked_item_id: "item-sandbox-1", date_linked: "2024-06-01",
      linked_by_name: "Sandbox User", name: "Rewards Card", display_name: "Rewards Card (read-only)",
      type: "credit", subtype: "credit card", mask: "987", institution_name: "Linked Bank", status: "active",
      allow_transaction_modifications: false, limit: 5000, balance: "320.5000", currency: "usd", to_base: 320.5,
      balance_last_update: SEEDED_AT, import_start_date: null, last_import: SEEDED_AT,
      last_fetch: SEEDED_AT, linked_last_successful_update: SEEDED_AT,
    },
  ],
  cryptoSynced: [
    {
      id: SEED_IDS.cryptoSynced, provider: "coinbase", status: "active", created_by_name: "Sandbox User",
      created_at: SEEDED_AT, updated_at: SEEDED_AT, last_import: SEEDED_AT, display_name: "Coinbase",
      balances: [
        {
          name: "BTC", display_name: null, balance: "0.012345678901234567", symbol: "btc", pricing_id: "bitcoin",
          to_base: 1234.56, balance_as_of: SEEDED_AT, exchange_rate_as_of: SEEDED_AT, updated_at: SEEDED_AT,
        },
      ],
    },
  ],
  rules: [
    {
      id: SEED_IDS.rules.starbucks, payee_contains: "STARBUCKS", set_payee: "Starbucks",
      set_category_id: SEED_IDS.categories.coffee,
    },
  ],
  balanceHistory: [
    { account_type: "manual", account_id: SEED_IDS.manualAccounts.checking, month: "2025-10", balance: "2300.0000" },
    { account_type: "manual", account_id: SEED_IDS.manualAccounts.checking, month: "2025-11", balance: "2410.5000" },
    { account_type: "manual", account_id: SEED_IDS.manualAccounts.checking, month: "2025-12", balance: "2500.0000" },
    { account_type: "linked", account_id: SEED_IDS.linkedAccounts.allowsModifications, month: "2025-12", balance: "1750.0000" },
  ],
  seededAt: SEEDED_AT,
};
