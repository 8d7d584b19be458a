// The answers of Intake's HTTP surface, made from its OpenAPI document by scripts/answer-types.mjs: do not edit.

// The page scripts read their JSON through these types (tsconfig.pages.json).

export type Error = {
  error: {
    status: number;
    message: string;
  };
};

export type BudgetLabel = {
  connection_id: string;
  name: string;
  email: string | null;
};

export type Accounts = {
  budget: BudgetLabel;
  default_account_id: number | null;
  show_debits_as_negative: boolean;
  accounts: {
    id: number;
    name: string;
    institution: string | null;
    currency: string;
    type: string;
  }[];
};

export type Coverage = {
  account_id: number;
  spans: {
    from: string;
    to: string;
    import_id: string;
    kind: string;
  }[];
  gaps: {
    from: string;
    to: string;
  }[];
  newest_day: string | null;
  agreement: {
    status: "agrees" | "differs" | "unknown";
    as_of: string | null;
    bank_balance: string | null;
    budget_sum: string | null;
    difference: string | null;
    since?: string;
    causes: {
      kind: "missing_in_budget" | "changed" | "not_in_any_file" | "twice" | "not_covered";
      date: string;
      amount: string;
      transaction_id?: number;
      import_id?: string;
      row?: number;
      payee?: string;
      to?: string;
      says: string;
    }[];
    reason?: string;
    stretches: {
      checked: number;
      differ: number;
    };
    says: string;
    headline: string;
    checked_at?: string;
  };
  check?: {
    done: boolean;
    reason: string;
  };
};

export type Run = {
  at: string;
  trigger: "schedule" | "now" | "added" | "changed";
  outcome: "written" | "unchanged" | "stale" | "failed";
  value: string | null;
  as_of: string | null;
  reason: string | null;
  requests: number;
  history_months: number;
};

export type BalanceSource = {
  id: string;
  kind: "simplefin" | "priced_holding" | "schedule";
  manual_account_id: number;
  currency: string;
  settings:
    | {
        connection: string;
        account: string;
        stale_after_days?: number;
        transactions?: boolean;
        include_pending?: boolean;
      }
    | {
        quantity: string | number;
        price_url: string;
        price_path: string;
        fx_url?: string;
        fx_path?: string;
        price_currency?: string;
        currency_path?: string;
        stale_after_runs?: number;
      }
    | {
        kind: "loan";
        principal: string | number;
        annualRate: string | number;
        payment: string | number;
        paymentDay: number;
        start: string;
        places?: number;
      }
    | {
        kind: "depreciation";
        purchaseValue: string | number;
        salvageValue: string | number;
        usefulLifeMonths: number;
        start: string;
        places?: number;
      }
    | {
        kind: "growth";
        purchaseValue: string | number;
        annualRate: string | number;
        start: string;
        places?: number;
      };
  schedule:
    | {
        every: "day";
        atMinute?: number;
      }
    | {
        every: "hours";
        hours: number;
      };
  state: "new" | "ok" | "stale" | "attention" | "failing";
  state_reason: string | null;
  last_written: {
    balance: string;
    as_of: string | null;
  } | null;
  history: "served" | "unsupported";
  created_at: string;
  last_run_at: string | null;
  next_run_at: string;
  last_run: Run | null;
};

export type SimplefinConnection = {
  id: string;
  label: string;
  attention: string | null;
  last_pulled_at: string | null;
  requests_today: number;
  accounts: {
    id: string;
    name: string;
    currency: string;
    balance: string;
  }[];
  created_at: string;
};

export type BalanceSources = {
  budget: BudgetLabel;
  sources: BalanceSource[];
  simplefin: SimplefinConnection[];
};

export type SimplefinConnections = {
  simplefin: SimplefinConnection[];
};

export type Runs = {
  runs: Run[];
};

export type ItemReport = {
  row: number;
  date?: string;
  amount?: string;
  payee?: string;
  external_id: string;
  outcome: "pending" | "inserted" | "duplicate" | "invalid" | "failed" | "matched" | "held" | "removing" | "removed" | "kept";
  transaction_id?: number;
  reason?: string;
  review?: string;
  learned?: {
    descriptor: string;
    payee?: string;
    category_id?: number;
    why: {
      payee?: string;
      category?: string;
      rule?: string;
    };
  };
  attempts: number;
  transfer?: string;
  receipt_question?: {
    says: string;
    receipts: {
      transaction_id: number;
      date: string;
      amount: string;
      payee: string;
    }[];
  };
};

export type RowReport = {
  row: number;
  to_row?: number;
  outcome: "planned" | "ignored" | "error";
  reason?: string;
};

export type JobReport = {
  id: string;
  channel: string;
  kind: string;
  file_name: string | null;
  created_at: string;
  status: "queued" | "running" | "waiting" | "paused" | "done" | "done_with_errors" | "failed";
  resumes_at?: string;
  waiting_for?: "rate_limit" | "retry";
  manual_account_id: number | null;
  payment?: {
    merchant: string | null;
    amount: string;
    currency: string | null;
    account_id?: number;
  };
  counts: {
    total: number;
    inserted: number;
    duplicates: number;
    invalid: number;
    failed: number;
    pending: number;
    matched: number;
    held: number;
    removing: number;
    removed: number;
    kept: number;
  };
  rows: {
    planned: number;
    ignored: number;
    error: number;
  };
  verification?: {
    status: "balanced" | "partial" | "unbalanced" | "no_balances";
    rows_checked: number;
    rows_total: number;
    first_break?: {
      row: number;
      expected: string;
      found: string;
    };
    closing?: {
      date: string;
      balance: string;
    };
    budget_rows?: {
      met: number;
      read: number;
    };
    not_proven?: ("days" | "scale")[];
  };
  questions?: {
    decision: "date_order" | "sign" | "amount";
    asks: string;
    taken: string;
    readings: {
      answer: {
        dateFormat?: string;
        sign?: "negative_is_money_out" | "positive_is_money_out";
        columns?: {
          amount?: {
            index?: number;
            header?: string;
          };
          debit?: {
            index?: number;
            header?: string;
          };
          credit?: {
            index?: number;
            header?: string;
          };
        };
      };
      says: string;
      rows?: {
        row: number;
        date: string;
        amount: string;
        payee?: string;
      }[];
    }[];
  }[];
  last_error?: string;
  removal_requested_at?: string;
  items?: ItemReport[];
  total?: number;
  next_offset?: number | null;
};

export type ListedJob = {
  id: string;
  channel: string;
  kind: string;
  file_name: string | null;
  created_at: string;
  status: "queued" | "running" | "waiting" | "paused" | "done" | "done_with_errors" | "failed";
  resumes_at?: string;
  waiting_for?: "rate_limit" | "retry";
  manual_account_id: number | null;
  payment?: {
    merchant: string | null;
    amount: string;
    currency: string | null;
    account_id?: number;
  };
  counts: {
    total: number;
    inserted: number;
    duplicates: number;
    invalid: number;
    failed: number;
    pending: number;
    matched: number;
    held: number;
    removing: number;
    removed: number;
    kept: number;
  };
  rows: {
    planned: number;
    ignored: number;
    error: number;
  };
  verification?: {
    status: "balanced" | "partial" | "unbalanced" | "no_balances";
    rows_checked: number;
    rows_total: number;
    first_break?: {
      row: number;
      expected: string;
      found: string;
    };
    closing?: {
      date: string;
      balance: string;
    };
    budget_rows?: {
      met: number;
      read: number;
    };
    not_proven?: ("days" | "scale")[];
  };
  questions?: {
    decision: "date_order" | "sign" | "amount";
    asks: string;
    taken: string;
    readings: {
      answer: {
        dateFormat?: string;
        sign?: "negative_is_money_out" | "positive_is_money_out";
        columns?: {
          amount?: {
            index?: number;
            header?: string;
          };
          debit?: {
            index?: number;
            header?: string;
          };
          credit?: {
            index?: number;
            header?: string;
          };
        };
      };
      says: string;
      rows?: {
        row: number;
        date: string;
        amount: string;
        payee?: string;
      }[];
    }[];
  }[];
  last_error?: string;
  removal_requested_at?: string;
  items?: ItemReport[];
  total?: number;
  next_offset?: number | null;
  followed_by?: JobReport[];
};

export type JobList = {
  budget: BudgetLabel;
  imports: ListedJob[];
  total: number;
  next_offset: number | null;
  unchanged: number;
};

export type Report = {
  id: string;
  channel: string;
  kind: string;
  file_name: string | null;
  created_at: string;
  status: "queued" | "running" | "waiting" | "paused" | "done" | "done_with_errors" | "failed";
  resumes_at?: string;
  waiting_for?: "rate_limit" | "retry";
  manual_account_id: number | null;
  payment?: {
    merchant: string | null;
    amount: string;
    currency: string | null;
    account_id?: number;
  };
  counts: {
    total: number;
    inserted: number;
    duplicates: number;
    invalid: number;
    failed: number;
    pending: number;
    matched: number;
    held: number;
    removing: number;
    removed: number;
    kept: number;
  };
  rows: {
    planned: number;
    ignored: number;
    error: number;
  };
  verification?: {
    status: "balanced" | "partial" | "unbalanced" | "no_balances";
    rows_checked: number;
    rows_total: number;
    first_break?: {
      row: number;
      expected: string;
      found: string;
    };
    closing?: {
      date: string;
      balance: string;
    };
    budget_rows?: {
      met: number;
      read: number;
    };
    not_proven?: ("days" | "scale")[];
  };
  questions?: {
    decision: "date_order" | "sign" | "amount";
    asks: string;
    taken: string;
    readings: {
      answer: {
        dateFormat?: string;
        sign?: "negative_is_money_out" | "positive_is_money_out";
        columns?: {
          amount?: {
            index?: number;
            header?: string;
          };
          debit?: {
            index?: number;
            header?: string;
          };
          credit?: {
            index?: number;
            header?: string;
          };
        };
      };
      says: string;
      rows?: {
        row: number;
        date: string;
        amount: string;
        payee?: string;
      }[];
    }[];
  }[];
  last_error?: string;
  removal_requested_at?: string;
  items?: ItemReport[];
  total?: number;
  next_offset?: number | null;
  budget: BudgetLabel;
};

export type TransactionRow = {
  transaction_id: number;
  import_id: string;
  row: number;
  offset: number;
};

export type RowNotes = {
  rows: RowReport[];
  total: number;
  next_offset: number | null;
};

export type Retry = {
  id: string;
  requeued: number;
};

export type ReceiptAnswered = {
  id: string;
  row: number;
  answer: "one" | "apart";
  transaction_id: number | null;
};

export type Removal = {
  id: string;
  removing: number;
  removed: number;
  kept: number;
};

export type PreviewItem = {
  row: number;
  date: string;
  amount: string;
  item: {
    date: string;
    amount: string;
    external_id: string;
    currency?: string;
    payee?: string;
    original_name?: string;
    notes?: string;
    category_id?: number;
    tag_ids?: number[];
    status?: "reviewed" | "unreviewed";
    custom_metadata?: Record<string, unknown>;
  };
  occurrence?: number;
  recordId?: string;
  provisional?: "receipt" | "tap" | "pending";
  review?: string;
  amountUnsure?: true;
  takes?: number;
  already?: "same_id" | "same_payee_amount_date" | "taken_over";
  matches?:
    | {
        kind: "matched";
        channel: string;
        transaction_id: number;
        date: string;
        amount: string;
        payee: string;
        says: string;
      }
    | {
        kind: "ambiguous";
        says: string;
        candidates: {
          transaction_id: number;
          channel: string;
          date: string;
          amount: string;
          payee: string;
          says: string;
        }[];
      };
  transfer?: string;
  elsewhere?: {
    account_id: number;
    account_name: string;
  };
  probable_duplicate?: {
    transaction_id: number;
    date: string;
    payee: string;
    amount: string;
  };
  receipt_question?: {
    says: string;
    receipts: {
      transaction_id: number;
      channel: string;
      date: string;
      amount: string;
      payee: string;
      says: string;
    }[];
  };
  section?: string;
};

export type ColumnSample = {
  index: number;
  header: string | null;
  role: string | null;
  also?: string[];
  samples: string[];
};

export type Preview = {
  budget: BudgetLabel;
  dry_run: true;
  format: string;
  manual_account_id: number | null;
  file_name: string | null;
  profile: {
    warnings?: string[];
    currency?: string;
    signUnproven?: boolean;
  } | null;
  statement_balance: {
    amount: string;
    date: string | null;
    currency: string | null;
  } | null;
  balance_to_set: {
    amount: string;
    date: string;
    currency: string | null;
  } | null;
  verification: {
    status: "balanced" | "partial" | "unbalanced" | "no_balances";
    rows_checked: number;
    rows_total: number;
    first_break?: {
      row: number;
      expected: string;
      found: string;
    };
    closing?: {
      date: string;
      balance: string;
    };
    budget_rows?: {
      met: number;
      read: number;
    };
    not_proven?: ("days" | "scale")[];
  } | null;
  currencies: string[];
  account_currency: string | null;
  rows: {
    planned: number;
    ignored: number;
    error: number;
  };
  ignored_reasons: Record<string, number>;
  already_in_budget: {
    count: number;
    checked: boolean;
    requests: number;
  };
  elsewhere_in_budget: {
    count: number;
    checked: boolean;
    accounts: {
      account_id: number;
      account_name: string;
      count: number;
    }[];
  };
  matches_in_budget: Record<string, number>;
  probable_duplicates: {
    count: number;
    checked: boolean;
  };
  receipt_questions: {
    count: number;
  };
  transfers_in_budget: {
    count: number;
    checked: boolean;
    requests: number;
  };
  learned?: {
    read: boolean;
    requests: number;
    payees: number;
    categories: number;
    left_to_rules: number;
    answered: number;
    budget_categories?: {
      id: number;
      name: string;
    }[];
    says?: string;
  };
  columns?: ColumnSample[];
  questions?: {
    decision: "date_order" | "sign" | "amount";
    asks: string;
    taken: string;
    readings: {
      answer: {
        dateFormat?: string;
        sign?: "negative_is_money_out" | "positive_is_money_out";
        columns?: {
          amount?: {
            index?: number;
            header?: string;
          };
          debit?: {
            index?: number;
            header?: string;
          };
          credit?: {
            index?: number;
            header?: string;
          };
        };
      };
      says: string;
      rows?: {
        row: number;
        date: string;
        amount: string;
        payee?: string;
      }[];
    }[];
  }[];
  source?:
    | {
        kind: "pdf";
        pages: {
          first: number;
          last: number;
        } | null;
      }
    | {
        kind: "spreadsheet";
        format: "xlsx" | "xls" | "ods" | "html" | "spreadsheetml";
        sheet: string;
      };
  items: PreviewItem[];
  row_reports: RowReport[];
  preview_complete?: boolean;
  sections?: {
    file_account: string;
    number: string;
    currency: string | null;
    rows: number;
    account_id: number | null;
    how: string | null;
    held: string | null;
    choices: number[];
    statement_balance: {
      amount: string;
      date: string | null;
      currency: string | null;
    } | null;
    verification: {
      status: "balanced" | "partial" | "unbalanced" | "no_balances";
      rows_checked: number;
      rows_total: number;
      first_break?: {
        row: number;
        expected: string;
        found: string;
      };
      closing?: {
        date: string;
        balance: string;
      };
      budget_rows?: {
        met: number;
        read: number;
      };
      not_proven?: ("days" | "scale")[];
    } | null;
  }[];
  partial?: boolean;
  previewed_bytes?: number;
  file_bytes?: number;
};

export type Import =
  | {
      id: string;
      status?: "queued" | "running" | "waiting" | "paused" | "done" | "done_with_errors" | "failed";
      manual_account_id: number | null;
      rows: {
        planned: number;
        ignored: number;
        error: number;
      };
      counts?: {
        total: number;
        inserted: number;
        duplicates: number;
        invalid: number;
        failed: number;
        pending: number;
        matched: number;
        held: number;
        removing: number;
        removed: number;
        kept: number;
      };
      row_errors: RowReport[];
      statement_balance: {
        amount: string;
        date: string | null;
        currency: string | null;
      } | null;
      verification?: {
        status: "balanced" | "partial" | "unbalanced" | "no_balances";
        rows_checked: number;
        rows_total: number;
        first_break?: {
          row: number;
          expected: string;
          found: string;
        };
        closing?: {
          date: string;
          balance: string;
        };
        budget_rows?: {
          met: number;
          read: number;
        };
        not_proven?: ("days" | "scale")[];
      };
      questions?: {
        decision: "date_order" | "sign" | "amount";
        asks: string;
        taken: string;
        readings: {
          answer: {
            dateFormat?: string;
            sign?: "negative_is_money_out" | "positive_is_money_out";
            columns?: {
              amount?: {
                index?: number;
                header?: string;
              };
              debit?: {
                index?: number;
                header?: string;
              };
              credit?: {
                index?: number;
                header?: string;
              };
            };
          };
          says: string;
          rows?: {
            row: number;
            date: string;
            amount: string;
            payee?: string;
          }[];
        }[];
      }[];
      learned?: {
        read: boolean;
        requests: number;
        says?: string;
      };
      balance_job?: string;
      balance_set?: {
        amount: string;
        date: string;
        currency: string | null;
      };
      report: string;
      budget: BudgetLabel;
      format: string;
      file_name: string | null;
      profile: {
        warnings?: string[];
        currency?: string;
        signUnproven?: boolean;
      } | null;
    }
  | {
      budget: BudgetLabel;
      format: string;
      file_name: string | null;
      file_accounts: string[];
      imported: {
        id: string;
        status?: "queued" | "running" | "waiting" | "paused" | "done" | "done_with_errors" | "failed";
        manual_account_id: number | null;
        rows: {
          planned: number;
          ignored: number;
          error: number;
        };
        counts?: {
          total: number;
          inserted: number;
          duplicates: number;
          invalid: number;
          failed: number;
          pending: number;
          matched: number;
          held: number;
          removing: number;
          removed: number;
          kept: number;
        };
        row_errors: RowReport[];
        statement_balance: {
          amount: string;
          date: string | null;
          currency: string | null;
        } | null;
        verification?: {
          status: "balanced" | "partial" | "unbalanced" | "no_balances";
          rows_checked: number;
          rows_total: number;
          first_break?: {
            row: number;
            expected: string;
            found: string;
          };
          closing?: {
            date: string;
            balance: string;
          };
          budget_rows?: {
            met: number;
            read: number;
          };
          not_proven?: ("days" | "scale")[];
        };
        questions?: {
          decision: "date_order" | "sign" | "amount";
          asks: string;
          taken: string;
          readings: {
            answer: {
              dateFormat?: string;
              sign?: "negative_is_money_out" | "positive_is_money_out";
              columns?: {
                amount?: {
                  index?: number;
                  header?: string;
                };
                debit?: {
                  index?: number;
                  header?: string;
                };
                credit?: {
                  index?: number;
                  header?: string;
                };
              };
            };
            says: string;
            rows?: {
              row: number;
              date: string;
              amount: string;
              payee?: string;
            }[];
          }[];
        }[];
        learned?: {
          read: boolean;
          requests: number;
          says?: string;
        };
        balance_job?: string;
        balance_set?: {
          amount: string;
          date: string;
          currency: string | null;
        };
        report: string;
        file_account?: string;
      }[];
      not_imported: {
        file_account: string;
        reason: string;
      }[];
      sections?: {
        file_account: string;
        number: string;
        currency: string | null;
        rows: number;
        account_id: number | null;
        how: string | null;
        held: string | null;
        choices: number[];
        job?: string;
      }[];
    };

export type InboxEntry = {
  id: string;
  received_at: string;
  from: string | null;
  subject: string | null;
  verdict:
    | "queued"
    | "not_a_receipt"
    | "suspicious"
    | "unverified"
    | "refused"
    | "failed"
    | "needs_amount"
    | "needs_review"
    | "forwarding_confirmation"
    | "needs_account"
    | "already_imported";
  reason?: string;
  fields?: Record<string, string | number | null | string[]>;
  how?: Record<string, string>;
  confidence?: { [key in "merchant" | "total" | "date"]?: "low" };
  job_id?: string;
  external_id?: string;
  message_id?: string | null;
  question?: "is_purchase";
  attachment_job_id?: string;
  attachment_reason?: string;
  delivery?: "inserted" | "duplicate" | "refused" | "failed" | "pending" | "matched" | "held" | "removing" | "removed" | "kept";
  transaction_id?: number | null;
  delivery_reason?: string | null;
  attachment?: {
    outcome: string;
    reason: string | null;
  };
};

export type Inbox = {
  budget: BudgetLabel;
  receipts: InboxEntry[];
  forwarding_confirmations?: {
    id: string;
    received_at: string;
    provider: string;
    code: string | null;
    link: string | null;
    forwarded_by: string | null;
  }[];
  alert_senders?: {
    address: string;
    issuer: string | null;
    count: number;
    first_seen: string;
    last_seen: string;
  }[];
  cursor: string | null;
};

export type Mailbox = {
  address: string;
  senders: string[];
  account_id: number | null;
  match_mode: "off" | "match_or_insert" | "match_or_hold";
  attach_receipts: boolean;
  time_zone: string | null;
};

export type MailboxRead = {
  budget: BudgetLabel;
  address: string;
  senders: string[];
  account_id: number | null;
  match_mode: "off" | "match_or_insert" | "match_or_hold";
  attach_receipts: boolean;
  time_zone: string | null;
};

export type HeldReceipt = {
  receipt: InboxEntry;
};

export type Tap = {
  budget: BudgetLabel;
  id: string;
  manual_account_id: number | null;
  merchant: string;
  amount: string;
  currency: string | null;
  card: string | null;
  date: string;
  external_id: string;
  report: string;
};

export type TapDryRun = {
  budget: BudgetLabel;
  dry_run: true;
  manual_account_id: number | null;
  merchant: string;
  amount: string;
  currency: string | null;
  card: string | null;
  date: string;
  external_id: string;
};

export type TapSettings = {
  account_id: number | null;
  cards: {
    card: string;
    account_id: number | null;
  }[];
};

export type TransferSettings = {
  category: "auto" | "none" | number;
  one_side: boolean;
};

export type TransferSettingsRead = {
  category: "auto" | "none" | number;
  one_side: boolean;
  categories:
    | {
        id: number;
        name: string;
        exclude_from_totals: boolean;
      }[]
    | null;
};

export type Session = {
  connection_id: string;
  budget: BudgetLabel;
  via: "session" | "api_key";
  connections: {
    id: string;
    budget_name: string;
    email: string | null;
  }[];
  formats: {
    locale: string;
    day: string;
    month: string;
    hour12: boolean;
  } | null;
};

export type SessionSwitch = {
  connection_id: string;
  budget: BudgetLabel;
};

export type Kinds = {
  jobs: Record<
    string,
    {
      title:
        | readonly Readonly<{
            if?: string;
            says: string;
          }>[]
        | null;
      rows:
        | readonly Readonly<{
            if?: string;
            says: string;
          }>[]
        | null;
      done: readonly Readonly<{
        if?: string;
        says: string;
      }>[];
      item:
        | readonly Readonly<{
            if?: string;
            says: string;
          }>[]
        | null;
      outcomes: Record<string, string>;
      amounts: "transaction" | "balance";
      removal: {
        takeovers: boolean;
      } | null;
    }
  >;
  formats: Record<string, string>;
  channels: Record<string, string>;
  sources: Record<
    string,
    {
      id: string;
      title: string;
      source: string;
      summary?: string;
      simplefinConnections?: boolean;
      replacesSettings?: boolean;
      fields: (
        | {
            type: "text" | "url" | "decimal" | "integer" | "date" | "currency";
            id: string;
            field: string;
            label: string;
            hint?: string;
            optional?: boolean;
          }
        | {
            type: "check";
            id: string;
            field: string;
            label: string;
          }
        | {
            type: "connection-account";
            id: string;
            fields: string[];
            label: string;
          }
        | {
            type: "target";
          }
        | {
            type: "variants";
            id: string;
            field: string;
            label: string;
            variants: {
              value: string;
              label: string;
              word: string;
              fields: {
                type: "text" | "url" | "decimal" | "integer" | "date" | "currency";
                id: string;
                field: string;
                label: string;
                hint?: string;
                optional?: boolean;
              }[];
            }[];
          }
      )[];
    }
  >;
};

export type Profiles = {
  profiles: {
    id: string;
    name: string | null;
    saved_at: string;
    file_name: string | null;
    profile: CsvProfile;
  }[];
};

export type CsvProfile = {
  version?: 1;
  encoding:
    | "utf-8"
    | "utf-16le"
    | "utf-16be"
    | "windows-1252"
    | "iso-8859-15"
    | "windows-1250"
    | "iso-8859-2"
    | "windows-1257"
    | "iso-8859-13"
    | "windows-1254"
    | "windows-1258"
    | "windows-1251"
    | "koi8-r"
    | "koi8-u"
    | "ibm866"
    | "iso-8859-5"
    | "windows-1253"
    | "iso-8859-7"
    | "windows-1255"
    | "iso-8859-8"
    | "windows-1256"
    | "windows-874"
    | "shift_jis"
    | "euc-jp"
    | "iso-2022-jp"
    | "gbk"
    | "gb18030"
    | "big5"
    | "euc-kr";
  encodingReason?: string;
  delimiter: "," | ";" | "\t" | "|";
  fixedWidth?: number[];
  quote?: '"' | "'";
  preambleRows: number;
  headerRow: number | null;
  footerRows?: number;
  columnCount: number;
  columns: {
    date: {
      index?: number;
      header?: string;
    };
    valueDate?: {
      index?: number;
      header?: string;
    };
    amount?: {
      index?: number;
      header?: string;
    };
    debit?: {
      index?: number;
      header?: string;
    };
    credit?: {
      index?: number;
      header?: string;
    };
    indicator?: {
      index?: number;
      header?: string;
    };
    payee?: {
      index?: number;
      header?: string;
    };
    notes?: {
      index?: number;
      header?: string;
    }[];
    currency?: {
      index?: number;
      header?: string;
    };
    balance?: {
      index?: number;
      header?: string;
    };
    openingBalance?: {
      index?: number;
      header?: string;
    };
    transactionId?: {
      index?: number;
      header?: string;
    };
    category?: {
      index?: number;
      header?: string;
    };
    status?: {
      index?: number;
      header?: string;
    };
    type?: {
      index?: number;
      header?: string;
    }[];
    fee?: {
      index?: number;
      header?: string;
    };
    checkNumber?: {
      index?: number;
      header?: string;
    };
  };
  dateFormat: string;
  dateAmbiguous?: boolean;
  dateReason?: string;
  yearAnchor?: string;
  decimalSeparator: "." | ",";
  thousandsSeparator?: "" | "," | "." | "'" | " ";
  amountStyle: "signed" | "debit_credit" | "indicator";
  sign?: "negative_is_money_out" | "positive_is_money_out";
  signReason?: string;
  indicatorOut?: string[];
  indicatorIn?: string[];
  rowWords?: {
    index?: number;
    header?: string;
  }[];
  statusNotBooked?: string[];
  amountScale?: number;
  amountScaleReason?: string;
  amountScaleUnproven?: boolean;
  balanceCodes?: {
    column: {
      index?: number;
      header?: string;
    };
    codes: string[];
  };
  warnings?: string[];
  signUnproven?: boolean;
  pairReversals?: boolean;
  open?: {
    decision: "date_order" | "sign" | "amount";
    by: "file" | "budget" | "budget_rows" | "nothing";
    readings: {
      dateFormat?: string;
      sign?: "negative_is_money_out" | "positive_is_money_out";
      columns?: {
        amount?: {
          index?: number;
          header?: string;
        };
        debit?: {
          index?: number;
          header?: string;
        };
        credit?: {
          index?: number;
          header?: string;
        };
      };
    }[];
    because?: string;
  }[];
  questions?: {
    decision: "date_order" | "sign" | "amount";
    asks: string;
    taken: string;
    readings: {
      answer: {
        dateFormat?: string;
        sign?: "negative_is_money_out" | "positive_is_money_out";
        columns?: {
          amount?: {
            index?: number;
            header?: string;
          };
          debit?: {
            index?: number;
            header?: string;
          };
          credit?: {
            index?: number;
            header?: string;
          };
        };
      };
      says: string;
      rows?: {
        row: number;
        date: string;
        amount: string;
        payee?: string;
      }[];
    }[];
  }[];
  amountReason?: string;
  budgetRows?: {
    met: number;
    read: number;
  };
  verification?: {
    status: "balanced" | "partial" | "unbalanced" | "no_balances";
    rows_checked: number;
    rows_total: number;
    first_break?: {
      row: number;
      expected: string;
      found: string;
    };
    closing?: {
      date: string;
      balance: string;
    };
    budget_rows?: {
      met: number;
      read: number;
    };
    not_proven?: ("days" | "scale")[];
  };
  dayColumns?: "by_position" | "later";
  currency?: string;
  amountCurrency?: string;
  fingerprint: string;
  headers?: string[];
};

export type ProfileName = {
  id: string;
  name: string | null;
};

export type NotificationSettings = {
  settings: {
    email: boolean;
    delivery: "single" | "daily";
    digest_hour: number;
    webhook_url: string | null;
    muted: (
      | "reconnect"
      | "source_attention"
      | "source_stale"
      | "import_failed_rows"
      | "receipt_held"
      | "pending_never_booked"
      | "import_unbalanced"
      | "forwarding_confirmation"
      | "account_differs"
    )[];
  };
  kinds: {
    kind: string;
    label: string;
  }[];
  email_address: string | null;
  recent: {
    id: string;
    kind:
      | "reconnect"
      | "source_attention"
      | "source_stale"
      | "import_failed_rows"
      | "receipt_held"
      | "pending_never_booked"
      | "import_unbalanced"
      | "forwarding_confirmation"
      | "account_differs"
      | "test";
    title: string;
    path: string;
    raised_at: string;
    email: "pending" | "sent" | "digest" | "off" | "no_address" | "gave_up";
    webhook: "pending" | "sent" | "digest" | "off" | "no_address" | "gave_up";
    last_error: string | null;
  }[];
  budget: BudgetLabel;
};

export type NotificationsSaved = {
  settings: {
    email: boolean;
    delivery: "single" | "daily";
    digest_hour: number;
    webhook_url: string | null;
    muted: (
      | "reconnect"
      | "source_attention"
      | "source_stale"
      | "import_failed_rows"
      | "receipt_held"
      | "pending_never_booked"
      | "import_unbalanced"
      | "forwarding_confirmation"
      | "account_differs"
    )[];
  };
  budget: BudgetLabel;
};

export type TestNotice = {
  notice: {
    id: string;
    kind:
      | "reconnect"
      | "source_attention"
      | "source_stale"
      | "import_failed_rows"
      | "receipt_held"
      | "pending_never_booked"
      | "import_unbalanced"
      | "forwarding_confirmation"
      | "account_differs"
      | "test";
    title: string;
    path: string;
    raised_at: string;
    email: "pending" | "sent" | "digest" | "off" | "no_address" | "gave_up";
    webhook: "pending" | "sent" | "digest" | "off" | "no_address" | "gave_up";
    last_error: string | null;
  };
};
