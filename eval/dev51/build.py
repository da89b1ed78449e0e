#!/usr/bin/env python3
"""Build the dev51 scenario set (Ruby and Rails) and validate it.

Standard library only. Run: python3 eval/dev51/build.py
Writes scenarios.jsonl and README.md next to this file, only if validation passes.
The `fix` and `holds` fields are build-only and are not written out.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d51-"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier",
              "renamed_identifier", "reordered_args", "equivalent_construct",
              "prose_claim")

RANGES = {
    "difficulty": {"literal": (26, 30), "paraphrase": (17, 21), "semantic": (11, 15)},
    "control_kind": {"lookalike": (30, 34), "same_topic": (14, 18),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (13, 17), "code_block": (16, 20),
                         **{v: (2, 8) for v in VARIATIONS[2:]}},
}

SCENARIOS = []


def S(topic, difficulty, variation, control_kind, *, tq, to, tm, gw, gr,
      rq, ro, ec, ea, fix, cq, co, holds=None):
    SCENARIOS.append({
        "id": "%s%03d" % (PREFIX, len(SCENARIOS) + 1),
        "topic": topic,
        "difficulty": difficulty,
        "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm,
                  "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro,
                   "expect_contains": list(ec), "expect_absent": list(ea)},
        "control": {"query": cq, "output": co},
        "_fix": list(fix),
        "_holds": holds,
    })


# ---------------------------------------------------------------- 001
S("bundler", "paraphrase", "code_block", "lookalike",
  tq="CI needs credentials for our private gem server at gems.acme.dev. How do I pass them without committing anything?",
  to="Bundler reads credentials for a source host from an environment variable. Set `BUNDLE_GEMS_ACME_DEV=ci-bot:$GEMS_TOKEN` in the CI secrets and `bundle install` will authenticate against `https://gems.acme.dev`.",
  tm="Close, but Bundler turns every dot in the host into a double underscore, so it has to be BUNDLE_GEMS__ACME__DEV. The single-underscore name is just ignored.",
  gw="BUNDLE_GEMS_ACME_DEV", gr="BUNDLE_GEMS__ACME__DEV",
  rq="We just bought Sidekiq Pro. How do I give the GitHub Actions build the credentials for gems.contribsys.com?",
  ro="Store them as a repository secret and expose it to the install step:\n\n```yaml\n- name: Install gems\n  env:\n    BUNDLE_GEMS_CONTRIBSYS_COM: ${{ secrets.SIDEKIQ_PRO_CREDS }}\n  run: bundle install --jobs 4\n```",
  ec=["BUNDLE_GEMS__CONTRIBSYS__COM"], ea=["BUNDLE_GEMS_CONTRIBSYS_COM"],
  fix=[("BUNDLE_GEMS_CONTRIBSYS_COM", "BUNDLE_GEMS__CONTRIBSYS__COM")],
  cq="How do I make bundle install use 4 parallel jobs in CI without changing the command?",
  co="Export `BUNDLE_JOBS=4`; Bundler reads any `BUNDLE_*` variable as config, so every `bundle install` picks it up.",
  holds="BUNDLE_JOBS=4")

# ---------------------------------------------------------------- 002
S("rails-migrations", "literal", "code_block", "lookalike",
  tq="Write a migration that adds a unique index on users.email.",
  to="```ruby\nclass AddUniqueIndexToUsersEmail < ActiveRecord::Migration[7.1]\n  def change\n    add_index :users, :email, uniq: true\n  end\nend\n```",
  tm="the option is unique: true — uniq: isn't an add_index option, so this won't give you a unique index",
  gw="uniq: true", gr="unique: true",
  rq="migration: accounts.slug has to be unique, add the index",
  ro="```ruby\nclass AddUniqueIndexToAccountsSlug < ActiveRecord::Migration[7.1]\n  def change\n    add_index :accounts, :slug, uniq: true\n  end\nend\n```",
  ec=["unique: true"], ea=["uniq: true"],
  fix=[("uniq: true", "unique: true")],
  cq="What's the generator command to add a slug column to posts with a unique index?",
  co="`bin/rails generate migration AddSlugToPosts slug:string:uniq` — the `:uniq` suffix makes the generated migration add the unique index as well.",
  holds="slug:string:uniq")

# ---------------------------------------------------------------- 003
S("rails-migrations", "paraphrase", "reworded", "already_correct",
  tq="How do I undo my last three migrations locally?",
  to="Run `bin/rails db:rollback 3`; the number tells it how many migrations to revert.",
  tm="It's an env var: bin/rails db:rollback STEP=3. A bare 3 is taken as another task name.",
  gw="db:rollback 3", gr="db:rollback STEP=3",
  rq="I ran two bad migrations on my dev DB, how do I revert both?",
  ro="Roll them back together by passing the count: bin/rails db:rollback 2 reverts the two most recent migrations.",
  ec=["STEP=2"], ea=["db:rollback 2"],
  fix=[("db:rollback 2", "db:rollback STEP=2")],
  cq="What does db:rollback do if I don't pass anything?",
  co="It reverts only the latest migration, so `bin/rails db:rollback` is the same as `bin/rails db:rollback STEP=1`.",
  holds="db:rollback STEP=1")

# ---------------------------------------------------------------- 004
S("bundler", "literal", "code_block", "same_topic",
  tq="On the build server I only want production gems. What's the install command?",
  to="Run `bundle install --without development test` and Bundler will skip those two groups.",
  tm="--without is deprecated since Bundler 2.1 (it silently stuck around between runs). Use bundle config set --local without 'development test', then a plain bundle install.",
  gw="bundle install --without development test",
  gr="bundle config set --local without 'development test' && bundle install",
  rq="Dockerfile lines to install gems for the production image, skipping the dev and test groups",
  ro="```dockerfile\nCOPY Gemfile Gemfile.lock ./\nRUN bundle install --without development test --jobs 4\n```",
  ec=["re:bundle config set (--local )?without|BUNDLE_WITHOUT"], ea=["--without"],
  fix=[("RUN bundle install --without development test --jobs 4",
        "RUN bundle config set --local without 'development test' && bundle install --jobs 4")],
  cq="How do I make Bundler install gems into vendor/bundle for this project?",
  co="`bundle config set --local path 'vendor/bundle'`, then `bundle install`; the setting is saved in `.bundle/config`.")

# ---------------------------------------------------------------- 005
S("activerecord", "semantic", "prose_claim", "lookalike",
  tq="What happens when User.find_by(email: params[:email]) matches no row?",
  to="`find_by` raises `ActiveRecord::RecordNotFound` when no row matches, so wrap the call in a `rescue`.",
  tm="find_by returns nil there. It's find and find_by! that raise RecordNotFound.",
  gw="`find_by` raises `ActiveRecord::RecordNotFound` when no row matches, so wrap the call in a `rescue`.",
  gr="`find_by` returns `nil` when no row matches; use `find_by!` if you want `ActiveRecord::RecordNotFound`.",
  rq="If Order.find_by(number: ref) finds nothing, does my controller action blow up?",
  ro="Yes. When nothing matches, find_by raises ActiveRecord::RecordNotFound, and Rails turns that into a 404 response.",
  ec=[r"re:\bnil\b"], ea=["find_by raises"],
  fix=[("Yes. When nothing matches, find_by raises ActiveRecord::RecordNotFound, and Rails turns that into a 404 response.",
        "No. When nothing matches, find_by returns nil; only find_by! raises ActiveRecord::RecordNotFound, which Rails turns into a 404 response.")],
  cq="And Order.find(params[:id]) with an id that doesn't exist?",
  co="`find` raises `ActiveRecord::RecordNotFound` when no row matches; in a controller Rails renders that as a 404.",
  holds="`find` raises `ActiveRecord::RecordNotFound` when no row matches")

# ---------------------------------------------------------------- 006
S("activerecord", "semantic", "reworded", "unrelated",
  tq="I need to set users.confirmed = true for one account from the console. Is update_column OK?",
  to="Yes. `user.update_column(:confirmed, true)` runs the model's validations and callbacks like `update` does, but only writes that one column.",
  tm="update_column skips validations and callbacks completely and doesn't bump updated_at either, that's the whole point of it. fine for a console fix though",
  gw="runs the model's validations and callbacks like `update` does",
  gr="skips validations and callbacks (and doesn't touch updated_at)",
  rq="Will update_column trigger the after_save hook that pushes the user to Stripe?",
  ro="Yes — update_column still goes through validations and callbacks, so the after_save hook fires and Stripe gets the change.",
  ec=[r"re:(?i)\b(skips|bypasses|won't|will not|doesn't|does not)\b"],
  ea=["still goes through validations and callbacks"],
  fix=[("Yes — update_column still goes through validations and callbacks, so the after_save hook fires and Stripe gets the change.",
        "No — update_column skips validations and callbacks, so the after_save hook won't fire and Stripe doesn't get the change. Use update if you need the hook.")],
  cq="How do I format a Date as 2024-05-01 in Ruby?",
  co="`date.strftime(\"%Y-%m-%d\")`, or just `date.iso8601`.")

# ---------------------------------------------------------------- 007
S("activerecord", "literal", "other_identifier", "already_correct",
  tq="How many records does Order.find_each pull per query?",
  to="`find_each` loads records in batches of 500 by default; pass `batch_size:` to change it.",
  tm="1000 is the default, not 500",
  gw="500", gr="1000",
  rq="If I call Customer.find_each with no options, how many customers come back per SELECT?",
  ro="Customer.find_each without options fetches customers in batches of 500 per SELECT, ordered by primary key.",
  ec=["1000"], ea=["500"],
  fix=[("500", "1000")],
  cq="Iterate over every invoice without loading the whole table into memory",
  co="Use `Invoice.find_each { |invoice| invoice.recalculate! }`; it loads 1000 invoices per query by default.",
  holds="1000")

# ---------------------------------------------------------------- 008
S("rails-migrations", "paraphrase", "code_block", "lookalike",
  tq="Migration to make users.email NOT NULL, we've backfilled all rows.",
  to="```ruby\nclass MakeUsersEmailNotNull < ActiveRecord::Migration[7.1]\n  def change\n    change_column_null :users, :email, true\n  end\nend\n```",
  tm="third arg is whether NULL is allowed, so it has to be false for NOT NULL",
  gw="change_column_null :users, :email, true", gr="change_column_null :users, :email, false",
  rq="accounts.name should be required at the database level now, migration?",
  ro="```ruby\nclass RequireAccountsName < ActiveRecord::Migration[7.1]\n  def change\n    change_column_null :accounts, :name, true\n  end\nend\n```",
  ec=["change_column_null :accounts, :name, false"], ea=["change_column_null :accounts, :name, true"],
  fix=[("change_column_null :accounts, :name, true", "change_column_null :accounts, :name, false")],
  cq="Migration to let users.nickname be NULL again",
  co="```ruby\ndef change\n  change_column_null :users, :nickname, true\nend\n```",
  holds="change_column_null :users, :nickname, true")

# ---------------------------------------------------------------- 009
S("activerecord", "paraphrase", "renamed_identifier", "same_topic",
  tq="How do I keep posts.comments_count updated automatically?",
  to="Add the option on the Post side: `has_many :comments, counter_cache: true`, and Rails will increment and decrement `comments_count` for you.",
  tm="counter_cache goes on the belongs_to: belongs_to :post, counter_cache: true in Comment. On has_many it only names the column, it doesn't maintain it.",
  gw="has_many :comments, counter_cache: true", gr="belongs_to :post, counter_cache: true",
  rq="projects has a tasks_count column, how do I have Rails keep it in sync?",
  ro="Declare it on the parent association:\n\n```ruby\nclass Project < ApplicationRecord\n  has_many :tasks, counter_cache: true\nend\n```",
  ec=["belongs_to :project, counter_cache: true"], ea=["has_many :tasks, counter_cache: true"],
  fix=[("Declare it on the parent association:", "Declare it on the child's belongs_to:"),
       ("class Project < ApplicationRecord\n  has_many :tasks, counter_cache: true",
        "class Task < ApplicationRecord\n  belongs_to :project, counter_cache: true")],
  cq="Once comments_count is maintained, how do I read the count without a COUNT query?",
  co="Call `post.comments.size`; with the counter cache in place it reads `comments_count` instead of querying.")

# ---------------------------------------------------------------- 010
S("activerecord", "semantic", "reworded", "same_topic",
  tq="What's the difference between dependent: :destroy and dependent: :delete_all on a has_many?",
  to="Both run each child's destroy callbacks; `:delete_all` is just faster because it runs them in one batch.",
  tm="No, :delete_all never instantiates the children, it's one DELETE statement, so no callbacks run at all. :destroy is the one that loads each child and runs callbacks.",
  gw="Both run each child's destroy callbacks; `:delete_all` is just faster because it runs them in one batch.",
  gr="`:destroy` loads each child and runs its callbacks; `:delete_all` deletes them with one SQL statement and runs no callbacks.",
  rq="If I switch Document to has_many :attachments, dependent: :delete_all, will the Attachment after_destroy that deletes the S3 object still run?",
  ro="It will. :delete_all still runs every attachment's callbacks, it just batches them, so the S3 cleanup keeps working.",
  ec=[r"re:(?i)\b(no|not|won't|skips?|never)\b"], ea=["still runs every attachment's callbacks"],
  fix=[("It will. :delete_all still runs every attachment's callbacks, it just batches them, so the S3 cleanup keeps working.",
        "It won't. :delete_all removes the attachments with a single DELETE and runs no callbacks, so the S3 cleanup is skipped; keep dependent: :destroy for that.")],
  cq="What does Comment.where(spam: true).destroy_all do?",
  co="It loads each matching comment and calls `destroy` on it, so every comment's callbacks run, one DELETE per row.")

# ---------------------------------------------------------------- 011
S("rake", "paraphrase", "renamed_identifier", "same_topic",
  tq="Write a rake task that marks carts untouched for 2 days as abandoned.",
  to="```ruby\n# lib/tasks/carts.rake\nnamespace :carts do\n  desc \"Mark stale carts as abandoned\"\n  task :abandon_stale do\n    Cart.where(\"updated_at < ?\", 2.days.ago).update_all(state: \"abandoned\")\n  end\nend\n```",
  tm="that'll die with uninitialized constant Cart, the task needs the :environment dependency: task abandon_stale: :environment do",
  gw="task :abandon_stale do", gr="task abandon_stale: :environment do",
  rq="rake task to purge expired rows from the sessions table",
  ro="```ruby\n# lib/tasks/sessions.rake\nnamespace :sessions do\n  desc \"Delete expired sessions\"\n  task :purge do\n    Session.where(\"expires_at < ?\", Time.current).delete_all\n  end\nend\n```",
  ec=[r"re:task[ (]+:?purge(:| =>) :environment"], ea=["task :purge do"],
  fix=[("task :purge do", "task purge: :environment do")],
  cq="How do I list the tasks in the carts namespace?",
  co="`bin/rails -T carts` lists them with their descriptions; a task without a `desc` line doesn't show up in that list.")

# ---------------------------------------------------------------- 012
S("rspec", "semantic", "prose_claim", "lookalike",
  tq="In RSpec, when does a let block get evaluated?",
  to="`let` is evaluated before each example runs, like a `before` block, so the record always exists.",
  tm="let is lazy, it only runs the first time the example calls it and is then memoized for that example. What you're describing is let!.",
  gw="`let` is evaluated before each example runs, like a `before` block, so the record always exists.",
  gr="`let` is lazy: it runs the first time the example references it and is memoized for that example; `let!` runs before each example.",
  rq="My spec has let(:admin) { create(:user, admin: true) } but the example never mentions admin. Is the admin row in the database when it runs?",
  ro="Yes. RSpec evaluates every let block before the example starts, so the admin row is already there.",
  ec=[r"re:(?i)\blazy\b|let!"], ea=["evaluates every let block before the example"],
  fix=[("Yes. RSpec evaluates every let block before the example starts, so the admin row is already there.",
        "No. let is lazy, and since the example never references admin it is never created; use let!(:admin) if the row must exist.")],
  cq="And when does let! run?",
  co="`let!` is evaluated before each example runs, like a `before` block, so the record always exists.",
  holds="`let!` is evaluated before each example runs")

# ---------------------------------------------------------------- 013
S("rspec", "paraphrase", "code_block", "lookalike",
  tq="Spec that CreateUser.call(params) adds a user",
  to="```ruby\nit \"creates a user\" do\n  expect(CreateUser.call(params)).to change(User, :count).by(1)\nend\n```",
  tm="change needs a block: expect { CreateUser.call(params) }.to change(User, :count).by(1). With parens the call runs before the matcher can take its before/after counts.",
  gw="expect(CreateUser.call(params))", gr="expect { CreateUser.call(params) }",
  rq="rspec: importing the fixture CSV should create three orders",
  ro="```ruby\nit \"imports every row\" do\n  expect(ImportOrders.call(file_fixture(\"orders.csv\"))).to change(Order, :count).by(3)\nend\n```",
  ec=[r"re:expect\s*(\{|do\b)\s*ImportOrders\.call"], ea=["expect(ImportOrders.call"],
  fix=[("expect(ImportOrders.call(file_fixture(\"orders.csv\"))).to",
        "expect { ImportOrders.call(file_fixture(\"orders.csv\")) }.to")],
  cq="Spec that CreateUser.call(params) returns the new user",
  co="```ruby\nexpect(CreateUser.call(params)).to be_a(User)\n```\nThat's a value matcher, so parentheses are right here.",
  holds="expect(CreateUser.call(params)).to be_a(User)")

# ---------------------------------------------------------------- 014
S("rspec", "paraphrase", "other_identifier", "same_topic",
  tq="Run the whole suite but skip anything tagged :slow",
  to="`bundle exec rspec --tag !slow`",
  tm="rspec negates tags with a tilde: --tag ~slow. (the ! also trips bash history expansion)",
  gw="--tag !slow", gr="--tag ~slow",
  rq="The fast CI job should leave out the specs we tagged :flaky",
  ro="In the fast job run `bundle exec rspec --tag !flaky --format progress`, which excludes everything tagged flaky.",
  ec=["--tag ~flaky"], ea=["--tag !flaky"],
  fix=[("--tag !flaky", "--tag ~flaky")],
  cq="Run only the specs tagged :slow",
  co="`bundle exec rspec --tag slow` runs just the examples tagged `:slow`.")

# ---------------------------------------------------------------- 015
S("rspec", "literal", "code_block", "same_topic",
  tq="How do I rerun only the specs that failed last time?",
  to="Use `bundle exec rspec --failures-only`; it reruns whatever failed in the previous run.",
  tm="It's --only-failures, and it only works if config.example_status_persistence_file_path is set in spec_helper.",
  gw="--failures-only", gr="--only-failures",
  rq="CI went red on a few examples, what do I run locally to retry just those?",
  ro="```sh\nbin/rspec --failures-only\n```\nThat picks up the failures recorded from your last local run.",
  ec=["--only-failures"], ea=["--failures-only"],
  fix=[("--failures-only", "--only-failures")],
  cq="How do I work through the failures one at a time?",
  co="`bundle exec rspec --next-failure` reruns the recorded failures and stops at the first one that still fails.")

# ---------------------------------------------------------------- 016
S("rails-generators", "literal", "code_block", "lookalike",
  tq="Create a new Rails API app called billing on Postgres",
  to="`rails new billing --api --database=postgres`",
  tm="the value is postgresql. postgres isn't in the list, rails new rejects it",
  gw="--database=postgres", gr="--database=postgresql",
  rq="rails new command for a full-stack app named ledger backed by PG, skipping jbuilder",
  ro="```sh\nrails new ledger --database=postgres --skip-jbuilder\n```",
  ec=[r"re:(--database=|-d )postgresql\b"], ea=["re:--database=postgres(?!ql)"],
  fix=[("--database=postgres ", "--database=postgresql ")],
  cq="docker-compose service for the local database",
  co="```yaml\ndb:\n  image: postgres:16\n  environment:\n    POSTGRES_PASSWORD: postgres\n  ports:\n    - \"5432:5432\"\n```",
  holds="image: postgres:16")

# ---------------------------------------------------------------- 017
S("rails-migrations", "literal", "reworded", "already_correct",
  tq="We set config.active_record.schema_format = :sql. Which file do I commit now?",
  to="Rails now dumps the schema to `db/schema.sql`; commit that instead of `db/schema.rb`.",
  tm="db/structure.sql",
  gw="db/schema.sql", gr="db/structure.sql",
  rq="Where does Rails write the SQL dump when the schema format is :sql?",
  ro="After each migration it runs pg_dump and writes the result to db/schema.sql.",
  ec=["db/structure.sql"], ea=["db/schema.sql"],
  fix=[("db/schema.sql", "db/structure.sql")],
  cq="How do I stop db/structure.sql from cluttering PR diffs on GitHub?",
  co="Add `db/structure.sql linguist-generated=true` to `.gitattributes`; GitHub collapses it in diffs.",
  holds="db/structure.sql")

# ---------------------------------------------------------------- 018
S("credentials", "literal", "code_block", "lookalike",
  tq="How do I edit the production credentials in VS Code?",
  to="`EDITOR=code bin/rails credentials:edit --environment production`",
  tm="needs --wait, or code returns right away and Rails re-encrypts the file before you've typed anything: EDITOR=\"code --wait\"",
  gw="EDITOR=code", gr="EDITOR=\"code --wait\"",
  rq="open the staging credentials file in vscode",
  ro="```sh\nEDITOR=code bin/rails credentials:edit -e staging\n```",
  ec=["re:EDITOR=[\"']code (--wait|-w)[\"']"], ea=["EDITOR=code "],
  fix=[("EDITOR=code ", "EDITOR=\"code --wait\" ")],
  cq="Same thing but I use vim",
  co="`EDITOR=vim bin/rails credentials:edit --environment production` — vim runs in the terminal and blocks until you quit, so no extra flag is needed.",
  holds="EDITOR=vim")

# ---------------------------------------------------------------- 019
S("credentials", "paraphrase", "reworded", "lookalike",
  tq="Which key decrypts config/credentials/production.yml.enc?",
  to="It's decrypted with `config/master.key`, or the `RAILS_MASTER_KEY` env var on servers.",
  tm="per-environment files have their own key, config/credentials/production.key. master.key only goes with config/credentials.yml.enc",
  gw="`config/master.key`", gr="`config/credentials/production.key`",
  rq="New staging box can't read config/credentials/staging.yml.enc. Which key file do I copy over?",
  ro="Copy config/master.key from your machine to the server; Rails uses it to decrypt config/credentials/staging.yml.enc.",
  ec=["config/credentials/staging.key"], ea=["config/master.key"],
  fix=[("config/master.key", "config/credentials/staging.key")],
  cq="This app only has config/credentials.yml.enc, no per-environment files. Which key?",
  co="`config/master.key`, or `RAILS_MASTER_KEY` on servers, decrypts `config/credentials.yml.enc`.",
  holds="`config/master.key`")

# ---------------------------------------------------------------- 020
S("credentials", "literal", "other_identifier", "already_correct",
  tq="Read the Mapbox token in an initializer",
  to="```ruby\n# config/initializers/mapbox.rb\nMapbox.access_token = Rails.application.secrets.mapbox_token\n```",
  tm="secrets was removed in Rails 7.2 and we're on 7.2, so Rails.application.credentials.mapbox_token",
  gw="Rails.application.secrets", gr="Rails.application.credentials",
  rq="Configure Sentry with the DSN we keep in the encrypted config",
  ro="Read it in the initializer: `config.dsn = Rails.application.secrets.sentry_dsn` inside `Sentry.init do |config| ... end`.",
  ec=["Rails.application.credentials"], ea=["Rails.application.secrets"],
  fix=[("Rails.application.secrets", "Rails.application.credentials")],
  cq="How do I read a nested value like aws.access_key_id from credentials?",
  co="`Rails.application.credentials.dig(:aws, :access_key_id)`, or `Rails.application.credentials.aws[:access_key_id]`.",
  holds="Rails.application.credentials.dig")

# ---------------------------------------------------------------- 021
S("activejob", "paraphrase", "renamed_identifier", "lookalike",
  tq="Enqueue ReminderJob for this user to run in 10 minutes",
  to="`ReminderJob.perform_later(user.id, wait: 10.minutes)`",
  tm="wait: there just ends up as a second job argument. It's ReminderJob.set(wait: 10.minutes).perform_later(user.id)",
  gw="ReminderJob.perform_later(user.id, wait: 10.minutes)",
  gr="ReminderJob.set(wait: 10.minutes).perform_later(user.id)",
  rq="schedule InvoiceDueJob an hour from now for this invoice",
  ro="```ruby\nInvoiceDueJob.perform_later(invoice.id, wait: 1.hour)\n```",
  ec=[r"re:InvoiceDueJob\.set\(wait(_until)?: "], ea=["perform_later(invoice.id, wait:"],
  fix=[("InvoiceDueJob.perform_later(invoice.id, wait: 1.hour)",
        "InvoiceDueJob.set(wait: 1.hour).perform_later(invoice.id)")],
  cq="Same delay with a plain Sidekiq job, no ActiveJob?",
  co="`RemindUserJob.perform_in(10.minutes, user.id)` — with plain Sidekiq the delay is the first argument.",
  holds="perform_in(10.minutes, user.id)")

# ---------------------------------------------------------------- 022
S("sidekiq", "literal", "reworded", "already_correct",
  tq="How many times does Sidekiq retry a failing job by default?",
  to="By default Sidekiq retries a failed job 5 times with exponential backoff, then moves it to the Dead set.",
  tm="default is 25 retries, roughly three weeks of backoff. 5 is only what we configured on the webhook jobs",
  gw="5 times", gr="25 times",
  rq="ImportJob has no sidekiq_options and keeps failing. How many retries before it lands in Dead?",
  ro="With no sidekiq_options it gets the default: Sidekiq retries it 5 times, and after the last failure it goes to the Dead set.",
  ec=["25"], ea=["re:(?<!2)5 times"],
  fix=[("retries it 5 times", "retries it 25 times")],
  cq="Roughly how long does Sidekiq keep retrying a job with default settings?",
  co="With the default 25 retries and exponential backoff, about three weeks before the job moves to the Dead set.",
  holds="25 retries")

# ---------------------------------------------------------------- 023
S("activejob", "literal", "reordered_args", "lookalike",
  tq="If I add retry_on Net::ReadTimeout to a job with no options, what does it do?",
  to="It uses the defaults `wait: 3.seconds, attempts: 3`, then re-raises the error once the attempts run out.",
  tm="attempts defaults to 5, not 3. the 3 is only the wait",
  gw="attempts: 3", gr="attempts: 5",
  rq="write out retry_on Faraday::TimeoutError in SyncJob with the default values spelled out",
  ro="```ruby\nclass SyncJob < ApplicationJob\n  # same as the defaults\n  retry_on Faraday::TimeoutError, attempts: 3, wait: 3.seconds\nend\n```",
  ec=["attempts: 5"], ea=["attempts: 3"],
  fix=[("attempts: 3", "attempts: 5")],
  cq="Give up after 3 tries when the flaky geocoding API times out",
  co="`retry_on Faraday::TimeoutError, attempts: 3` — after the third failed attempt the error is re-raised.",
  holds="attempts: 3")

# ---------------------------------------------------------------- 024
S("sidekiq", "paraphrase", "renamed_identifier", "lookalike",
  tq="Enqueue the Sidekiq job that recalculates this order's total",
  to="`RecalcTotalJob.perform_async(order)`",
  tm="Sidekiq args have to be plain JSON types, pass order.id and load the record in perform",
  gw="perform_async(order)", gr="perform_async(order.id)",
  rq="kick off the Sidekiq job that emails a customer their receipt",
  ro="```ruby\nReceiptEmailJob.perform_async(customer)\n```\nThen `perform(customer)` calls `ReceiptMailer.with(customer: customer).receipt.deliver_now`.",
  ec=[r"re:perform_async\(customer(\.id|_id)\)"], ea=["perform_async(customer)"],
  fix=[("perform_async(customer)", "perform_async(customer.id)"),
       ("Then `perform(customer)` calls `ReceiptMailer.with(customer: customer).receipt.deliver_now`.",
        "Then `perform(customer_id)` loads `customer = Customer.find(customer_id)` and calls `ReceiptMailer.with(customer: customer).receipt.deliver_now`.")],
  cq="And with ActiveJob instead?",
  co="`RecalcTotalJob.perform_later(order)` is fine with ActiveJob: it serializes the record as a GlobalID and loads it again when the job runs.",
  holds="perform_later(order)")

# ---------------------------------------------------------------- 025
S("activerecord", "paraphrase", "code_block", "same_topic",
  tq="Run the monthly report query against the read replica",
  to="```ruby\nActiveRecord::Base.connected_to(database: :reading) do\n  MonthlyReport.build(month)\nend\n```",
  tm="connected_to takes role: :reading. the database: keyword was removed in Rails 7",
  gw="connected_to(database: :reading)", gr="connected_to(role: :reading)",
  rq="Inside a request that's on the replica, force one block back to the primary to write an audit row",
  ro="```ruby\nActiveRecord::Base.connected_to(database: :writing) do\n  AuditLog.create!(user: current_user, action: \"export\")\nend\n```",
  ec=["connected_to(role: :writing)"], ea=["database: :writing"],
  fix=[("connected_to(database: :writing)", "connected_to(role: :writing)")],
  cq="How do I check which role the current connection uses?",
  co="`ActiveRecord::Base.current_role` returns `:writing` or `:reading`.")

# ---------------------------------------------------------------- 026
S("rails-migrations", "paraphrase", "renamed_identifier", "lookalike",
  tq="Migration so orders belong to users",
  to="`add_reference :orders, :user_id, foreign_key: true`",
  tm="pass the association name, :user. with :user_id you end up with a user_id_id column",
  gw="add_reference :orders, :user_id,", gr="add_reference :orders, :user,",
  rq="projects need an account foreign key, required",
  ro="```ruby\nclass AddAccountToProjects < ActiveRecord::Migration[7.1]\n  def change\n    add_reference :projects, :account_id, null: false, foreign_key: true\n  end\nend\n```",
  ec=["add_reference :projects, :account,"], ea=[":account_id"],
  fix=[(":account_id", ":account")],
  cq="orders.user_id already exists but has no index, add one",
  co="`add_index :orders, :user_id`",
  holds="add_index :orders, :user_id")

# ---------------------------------------------------------------- 027
S("rails-migrations", "paraphrase", "other_identifier", "same_topic",
  tq="Migration to drop users.legacy_token (it's a string column)",
  to="```ruby\nclass RemoveLegacyTokenFromUsers < ActiveRecord::Migration[7.1]\n  def change\n    remove_column :users, :legacy_token\n  end\nend\n```",
  tm="Add the type so it can be rolled back: remove_column :users, :legacy_token, :string. Without it the down direction raises IrreversibleMigration.",
  gw="remove_column :users, :legacy_token", gr="remove_column :users, :legacy_token, :string",
  rq="accounts.fax_number is a string nobody uses, write the migration that drops it",
  ro="```ruby\nclass RemoveFaxNumberFromAccounts < ActiveRecord::Migration[7.1]\n  def change\n    remove_column :accounts, :fax_number\n  end\nend\n```",
  ec=["remove_column :accounts, :fax_number, :string"], ea=[r"re:remove_column :accounts, :fax_number\n"],
  fix=[("remove_column :accounts, :fax_number\n", "remove_column :accounts, :fax_number, :string\n")],
  cq="Migration to rename users.login to username",
  co="`rename_column :users, :login, :username` — it's reversible, so it can go in `change`.")

# ---------------------------------------------------------------- 028
S("rails-migrations", "paraphrase", "equivalent_construct", "same_topic",
  tq="Add an index on events.account_id without locking the table, it's a big Postgres table",
  to="```ruby\nclass AddIndexToEventsAccountId < ActiveRecord::Migration[7.1]\n  def change\n    add_index :events, :account_id, algorithm: :concurrently\n  end\nend\n```",
  tm="CREATE INDEX CONCURRENTLY can't run inside a transaction block, so the class needs disable_ddl_transaction! first",
  gw="def change", gr="disable_ddl_transaction!\n\n  def change",
  rq="I want to create the payments.created_at index concurrently, writing the SQL myself",
  ro="```ruby\nclass AddIndexToPaymentsCreatedAt < ActiveRecord::Migration[7.1]\n  def up\n    execute \"CREATE INDEX CONCURRENTLY index_payments_on_created_at ON payments (created_at)\"\n  end\n\n  def down\n    execute \"DROP INDEX CONCURRENTLY index_payments_on_created_at\"\n  end\nend\n```",
  ec=["disable_ddl_transaction!"], ea=[],
  fix=[("ActiveRecord::Migration[7.1]\n  def up", "ActiveRecord::Migration[7.1]\n  disable_ddl_transaction!\n\n  def up")],
  cq="Index on a table created in the same migration: do I need concurrently there?",
  co="No. The table is brand new and empty, so a plain `t.index :endpoint_id` inside `create_table` is fine; there's nothing to lock that matters.")

# ---------------------------------------------------------------- 029
S("team-queues", "literal", "code_block", "lookalike",
  tq="Which queue should the CSV export job use?",
  to="Use `queue_as :low` so exports don't compete with user-facing jobs.",
  tm="exports go on bulk, not low. low is what the email digests use",
  gw=":low", gr=":bulk",
  rq="new job that builds the PDF statements export, give me the class skeleton",
  ro="```ruby\nclass StatementsExportJob < ApplicationJob\n  queue_as :low\n\n  def perform(account_id, month)\n    StatementsExport.new(Account.find(account_id), month).build\n  end\nend\n```",
  ec=["queue_as :bulk"], ea=["queue_as :low"],
  fix=[("queue_as :low", "queue_as :bulk")],
  cq="And the weekly email digest job?",
  co="`queue_as :low`, digests aren't time-sensitive.",
  holds="queue_as :low")

# ---------------------------------------------------------------- 030
S("team-db", "literal", "equivalent_construct", "lookalike",
  tq="What's the DATABASE_URL for staging?",
  to="`postgres://app:${DB_PASSWORD}@pg-staging.acme.internal:5432/acme_staging`",
  tm="5433.",
  gw="5432", gr="5433",
  rq="psql command to open the staging database",
  ro="`psql -h pg-staging.acme.internal -p 5432 -U app acme_staging`",
  ec=["re:-p ?5433|--port[= ]5433"], ea=["5432"],
  fix=[("-p 5432", "-p 5433")],
  cq="And the DATABASE_URL for production?",
  co="`postgres://app:${DB_PASSWORD}@pg-main.prod.acme.internal:5432/acme_production`",
  holds=":5432/acme_production")

# ---------------------------------------------------------------- 031
S("team-gems", "literal", "code_block", "already_correct",
  tq="Add our acme-auth gem to the Gemfile",
  to="```ruby\nsource \"https://rubygems.pkg.github.com/acme\" do\n  gem \"acme-auth\", \"~> 2.3\"\nend\n```",
  tm="we moved off GitHub Packages last quarter, internal gems come from https://gems.acme.dev now",
  gw="https://rubygems.pkg.github.com/acme", gr="https://gems.acme.dev",
  rq="Gemfile entry for our internal acme-billing-client gem",
  ro="```ruby\nsource \"https://rubygems.pkg.github.com/acme\" do\n  gem \"acme-billing-client\", \"~> 0.9\"\nend\n```",
  ec=["source \"https://gems.acme.dev\""], ea=["rubygems.pkg.github.com"],
  fix=[("https://rubygems.pkg.github.com/acme", "https://gems.acme.dev")],
  cq="Gemfile block with both acme-auth and acme-feature-flags",
  co="```ruby\nsource \"https://gems.acme.dev\" do\n  gem \"acme-auth\", \"~> 2.3\"\n  gem \"acme-feature-flags\"\nend\n```",
  holds="source \"https://gems.acme.dev\" do")

# ---------------------------------------------------------------- 032
S("team-redis", "literal", "code_block", "lookalike",
  tq="What REDIS_URL does Sidekiq use in production?",
  to="`REDIS_URL=redis://redis.prod.acme.internal:6379/0`",
  tm="Sidekiq is on db 1, so /1. /0 is the Rails cache, we keep them apart so a cache flush can't wipe the queues",
  gw="6379/0", gr="6379/1",
  rq="sidekiq initializer pointing server and client at prod redis",
  ro="```ruby\nredis = { url: \"redis://redis.prod.acme.internal:6379/0\" }\n\nSidekiq.configure_server { |config| config.redis = redis }\nSidekiq.configure_client { |config| config.redis = redis }\n```",
  ec=["6379/1"], ea=["6379/0"],
  fix=[("6379/0", "6379/1")],
  cq="cache_store setting for production",
  co="`config.cache_store = :redis_cache_store, { url: \"redis://redis.prod.acme.internal:6379/0\" }`",
  holds="6379/0")

# ---------------------------------------------------------------- 033
S("team-storage", "literal", "other_identifier", "same_topic",
  tq="storage.yml entry for S3 in production",
  to="```yaml\namazon:\n  service: S3\n  region: eu-central-1\n  bucket: acme-prod-uploads\n```",
  tm="bucket's acme-uploads-prod, the env goes last (staging is acme-uploads-staging)",
  gw="acme-prod-uploads", gr="acme-uploads-prod",
  rq="aws cli: list what's in the production uploads bucket",
  ro="`aws s3 ls s3://acme-prod-uploads/ --region eu-central-1`",
  ec=["s3://acme-uploads-prod/"], ea=["acme-prod-uploads"],
  fix=[("acme-prod-uploads", "acme-uploads-prod")],
  cq="Which bucket do staging uploads go to?",
  co="Staging uses `acme-uploads-staging`, also in `eu-central-1`.")

# ---------------------------------------------------------------- 034
S("ruby-version", "literal", "other_identifier", "already_correct",
  tq="Which Ruby do I install for the monolith?",
  to="The app runs on Ruby 3.2.2, so `rbenv install 3.2.2`.",
  tm="we upgraded in March, .ruby-version says 3.3.4 now",
  gw="3.2.2", gr="3.3.4",
  rq="Base image line for the monolith's Dockerfile?",
  ro="`FROM ruby:3.2.2-slim`, matching the app's Ruby version.",
  ec=["ruby:3.3.4"], ea=["3.2.2"],
  fix=[("3.2.2", "3.3.4")],
  cq="Which Ruby does CI use for the monolith?",
  co="CI reads `.ruby-version`, so it runs Ruby 3.3.4 like local dev.",
  holds="3.3.4")

# ---------------------------------------------------------------- 035
S("ruby-version", "literal", "reworded", "already_correct",
  tq="How do I pin the Ruby version for this repo with rbenv?",
  to="Run `rbenv local 3.3.4`; it writes a `.rbenv-version` file in the repo root, which you commit.",
  tm="it writes .ruby-version. .rbenv-version is the old name rbenv dropped years ago",
  gw=".rbenv-version", gr=".ruby-version",
  rq="what file do I commit so rbenv picks the right Ruby in this project?",
  ro="Commit the .rbenv-version file that rbenv local creates; rbenv reads it whenever you cd into the repo.",
  ec=[".ruby-version"], ea=[".rbenv-version"],
  fix=[(".rbenv-version", ".ruby-version")],
  cq="How does rbenv decide which Ruby to use in a directory?",
  co="`RBENV_VERSION` wins if it's set; otherwise rbenv looks for `.ruby-version` in the current directory and its parents, then falls back to the global version.",
  holds=".ruby-version")

# ---------------------------------------------------------------- 036
S("team-style", "literal", "code_block", "lookalike",
  tq="Scope for orders created in the last 24 hours",
  to="`scope :recent, -> { where(created_at: (Time.now - 24.hours)..) }`",
  tm="Time.current please, Rails/TimeZone is on in our rubocop config and fails the build on Time.now",
  gw="Time.now", gr="Time.current",
  rq="add an expired? method to Coupon",
  ro="```ruby\nclass Coupon < ApplicationRecord\n  def expired?\n    expires_at.present? && expires_at < Time.now\n  end\nend\n```",
  ec=[r"re:Time\.(current|zone\.now)|\.past\?"], ea=["Time.now"],
  fix=[("Time.now", "Time.current")],
  cq="In a standalone Ruby script (no Rails), how do I print the current time?",
  co="`puts Time.now` — outside Rails there is no `Time.current`.",
  holds="puts Time.now")

# ---------------------------------------------------------------- 037
S("activerecord", "semantic", "reworded", "lookalike",
  tq="If I raise ActiveRecord::Rollback inside a nested transaction block, is only the inner work rolled back?",
  to="Yes, raising `ActiveRecord::Rollback` inside the inner `transaction` block rolls back just the inner block's changes.",
  tm="not without requires_new: true. The inner block just joins the outer transaction, the Rollback gets swallowed there and nothing is rolled back. requires_new: true gives you a savepoint.",
  gw="Yes, raising `ActiveRecord::Rollback` inside the inner `transaction` block rolls back just the inner block's changes.",
  gr="Only with `requires_new: true`; otherwise the inner block joins the outer transaction and the Rollback is swallowed without rolling anything back.",
  rq="Payment.transaction { ...; Ledger.transaction { ...; raise ActiveRecord::Rollback } } — are the ledger rows undone while the payment commits?",
  ro="Yes: the inner Ledger.transaction rolls back on its own when ActiveRecord::Rollback is raised, and the payment still commits.",
  ec=["requires_new"], ea=["rolls back on its own"],
  fix=[("Yes: the inner Ledger.transaction rolls back on its own when ActiveRecord::Rollback is raised, and the payment still commits.",
        "No: without requires_new the inner block joins the outer transaction and the Rollback is swallowed, so nothing is undone. Use Ledger.transaction(requires_new: true) to get a savepoint that rolls back only the ledger rows.")],
  cq="How do I abort the whole transaction from inside it without the error reaching the caller?",
  co="Raise `ActiveRecord::Rollback` inside the outermost `transaction` block: everything in it rolls back and the exception is swallowed.",
  holds="Raise `ActiveRecord::Rollback` inside the outermost")

# ---------------------------------------------------------------- 038
S("activerecord", "semantic", "prose_claim", "same_topic",
  tq="Is validates :email, uniqueness: true enough to prevent duplicate emails?",
  to="Yes, the uniqueness validation guarantees no two users share an email, so a database index isn't needed.",
  tm="it's racy, two requests can both pass the check and insert. you still need the unique index on users.email",
  gw="Yes, the uniqueness validation guarantees no two users share an email, so a database index isn't needed.",
  gr="No, the uniqueness validation can race; add a unique index on users.email as well.",
  rq="Do I need a unique index on articles.slug if the model already validates uniqueness of slug?",
  ro="No, the model-level uniqueness validation already guarantees unique slugs, so the index would be redundant.",
  ec=[r"re:(?i)\brac(e|y|ing)|concurren"], ea=["already guarantees"],
  fix=[("No, the model-level uniqueness validation already guarantees unique slugs, so the index would be redundant.",
        "Yes: the uniqueness validation can race when two requests save at the same time, so add a unique index on articles.slug as well.")],
  cq="What does Rails raise when the unique index rejects an insert?",
  co="`ActiveRecord::RecordNotUnique`; rescue it where you save and add an error to the record.")

# ---------------------------------------------------------------- 039
S("activerecord", "semantic", "reworded", "lookalike",
  tq="Post.joins(:author).each { |p| puts p.author.name } — is there an N+1 here?",
  to="No, `joins(:author)` loads the authors together with the posts, so `p.author` doesn't hit the database again.",
  tm="joins only adds the INNER JOIN, it doesn't preload anything, so every p.author is still its own query. includes(:author) (or preload) fixes it.",
  gw="No, `joins(:author)` loads the authors together with the posts, so `p.author` doesn't hit the database again.",
  gr="Yes: `joins(:author)` only joins and does not preload, so each `p.author` runs a query; use `includes(:author)`.",
  rq="Does Invoice.joins(:customer).map { |i| i.customer.email } avoid one query per invoice?",
  ro="Yes, joins(:customer) brings the customer rows back along with the invoices, so i.customer is served from memory.",
  ec=[r"re:(includes|preload|eager_load)\(:customer\)"], ea=["served from memory"],
  fix=[("Yes, joins(:customer) brings the customer rows back along with the invoices, so i.customer is served from memory.",
        "No, joins(:customer) only joins for filtering, so each i.customer still runs its own query; use includes(:customer) to preload them.")],
  cq="Only posts whose author is active?",
  co="`Post.joins(:author).where(authors: { active: true })` — joins is the right tool when you only filter on the association.",
  holds="Post.joins(:author).where(authors: { active: true })")

# ---------------------------------------------------------------- 040
S("activerecord", "semantic", "prose_claim", "lookalike",
  tq="What does User.where(active: true).pluck(:email) return?",
  to="It returns an `ActiveRecord::Relation` of User objects with only the `email` attribute loaded.",
  tm="pluck runs the query right away and gives you a plain Array of values, like [\"a@x.io\", ...]. What you described is select(:email).",
  gw="an `ActiveRecord::Relation` of User objects with only the `email` attribute loaded",
  gr="a plain Array of email strings",
  rq="Can I keep chaining .where after Customer.pluck(:id)?",
  ro="Sure, pluck gives you a relation of Customer objects with just id loaded, so .where chains onto it like any scope.",
  ec=[r"re:(?i)\barray\b"], ea=["relation of Customer objects"],
  fix=[("Sure, pluck gives you a relation of Customer objects with just id loaded, so .where chains onto it like any scope.",
        "No, pluck runs the query and returns a plain Array of ids, so .where can't chain onto it; use select(:id) if you need a relation.")],
  cq="What does User.select(:email) return?",
  co="An `ActiveRecord::Relation` of User objects with only the `email` attribute loaded.",
  holds="`ActiveRecord::Relation` of User objects")

# ---------------------------------------------------------------- 041
S("puma", "literal", "reworded", "lookalike",
  tq="Tiny Rack app, just a config.ru, started with bundle exec puma and no config file. Which port is it on?",
  to="Puma listens on port 3000 by default, so open http://localhost:3000.",
  tm="9292. 3000 comes from the config/puma.rb that Rails generates, plain puma with no config binds 9292",
  gw="3000", gr="9292",
  rq="Started my Sinatra app with puma, no config file. What URL do I open?",
  ro="Without a config file Puma binds to port 3000, so browse to http://localhost:3000/.",
  ec=["9292"], ea=["3000"],
  fix=[("3000", "9292")],
  cq="What port does bin/rails server use by default?",
  co="Port 3000, so open http://localhost:3000.",
  holds="3000")

# ---------------------------------------------------------------- 042
S("puma", "literal", "code_block", "same_topic",
  tq="puma.rb for production cluster mode",
  to="```ruby\nworkers ENV.fetch(\"PUMA_WORKERS\", 2)\nthreads 5, 5\npreload_app!\n```",
  tm="our helm chart sets WEB_CONCURRENCY, nothing sets PUMA_WORKERS, so you'd always get 2",
  gw="PUMA_WORKERS", gr="WEB_CONCURRENCY",
  rq="how do I run 4 puma workers on the api pods?",
  ro="Set the worker count in the api deployment's env:\n\n```yaml\nenv:\n  - name: PUMA_WORKERS\n    value: \"4\"\n```",
  ec=["name: WEB_CONCURRENCY"], ea=["PUMA_WORKERS"],
  fix=[("PUMA_WORKERS", "WEB_CONCURRENCY")],
  cq="How do I change the number of threads per Puma worker?",
  co="Use `threads` in puma.rb, e.g. `threads 5, 5` for min and max, and keep the database pool at least as large as the max.")

# ---------------------------------------------------------------- 043
S("sidekiq", "semantic", "reworded", "unrelated",
  tq="Sidekiq concurrency is 20 and the database.yml pool is 5. Is that a problem?",
  to="No, that's fine: Sidekiq threads share the 5 connections and only check them out briefly, so you never need more than 5.",
  tm="it is a problem, every busy thread holds a connection, so with 20 threads and pool 5 you'll get ActiveRecord::ConnectionTimeoutError under load. pool has to be >= concurrency",
  gw="No, that's fine: Sidekiq threads share the 5 connections and only check them out briefly, so you never need more than 5.",
  gr="Yes: each busy Sidekiq thread holds a connection, so the pool must be at least 20.",
  rq="Our worker runs sidekiq -c 30 with pool: 5 in database.yml. Should I raise the pool?",
  ro="No need — Sidekiq threads only borrow connections briefly, so a pool of 5 serves 30 threads without waiting.",
  ec=[r"re:(?i)ConnectionTimeoutError|at least 30|>= ?30|pool (of|to) 30"], ea=["No need"],
  fix=[("No need — Sidekiq threads only borrow connections briefly, so a pool of 5 serves 30 threads without waiting.",
        "Yes — each busy Sidekiq thread holds a connection, so raise the pool to at least 30 or you'll hit ActiveRecord::ConnectionTimeoutError under load.")],
  cq="How do I tail the development log?",
  co="`tail -f log/development.log`")

# ---------------------------------------------------------------- 044
S("team-naming", "literal", "casing", "lookalike",
  tq="Service object that creates an invoice from the checkout params",
  to="```ruby\n# app/services/invoice_creator_service.rb\nclass InvoiceCreatorService\n  def self.call(params) = new(params).call\n\n  def initialize(params)\n    @params = params\n  end\n\n  def call\n    Invoice.create!(@params)\n  end\nend\n```",
  tm="our services are verb-first with no Service suffix: CreateInvoice, in app/services/create_invoice.rb",
  gw="InvoiceCreatorService", gr="CreateInvoice",
  rq="what file does the invoice creation service go in?",
  ro="Put it in `app/services/invoice_creator_service.rb` so Zeitwerk can autoload it.",
  ec=["app/services/create_invoice.rb"], ea=["invoice_creator_service"],
  fix=[("invoice_creator_service.rb", "create_invoice.rb")],
  cq="Which class does Active Storage use for the S3 backend?",
  co="`ActiveStorage::Service::S3Service`, picked by `service: S3` in storage.yml.",
  holds="ActiveStorage::Service::S3Service")

# ---------------------------------------------------------------- 045
S("team-money", "paraphrase", "equivalent_construct", "lookalike",
  tq="Migration to add a price to products",
  to="`add_column :products, :price, :decimal, precision: 10, scale: 2`",
  tm="We keep money as integer cents: add_column :products, :price_cents, :integer, and money-rails does the rest",
  gw="add_column :products, :price, :decimal, precision: 10, scale: 2",
  gr="add_column :products, :price_cents, :integer",
  rq="create the refunds table, it needs the payment and an amount",
  ro="```ruby\ncreate_table :refunds do |t|\n  t.references :payment, null: false, foreign_key: true\n  t.decimal :amount, precision: 10, scale: 2, null: false\n  t.timestamps\nend\n```",
  ec=[r"re:t\.(integer|bigint) :amount_cents|t\.monetize :amount"], ea=["t.decimal :amount"],
  fix=[("t.decimal :amount, precision: 10, scale: 2, null: false", "t.integer :amount_cents, null: false")],
  cq="Add a tax rate like 19.25 (percent) to products",
  co="`add_column :products, :tax_rate, :decimal, precision: 5, scale: 2` — it's a rate, not money, so decimal is right.",
  holds=":decimal, precision: 5, scale: 2")

# ---------------------------------------------------------------- 046
S("team-db", "paraphrase", "code_block", "already_correct",
  tq="Create the webhook_events table, storing the raw payload",
  to="```ruby\ncreate_table :webhook_events do |t|\n  t.string :source, null: false\n  t.json :payload, null: false\n  t.timestamps\nend\n```",
  tm="jsonb please, we don't use plain json columns anywhere, you can't GIN-index them",
  gw="t.json :payload", gr="t.jsonb :payload",
  rq="add a metadata column to events for arbitrary key/values",
  ro="```ruby\nclass AddMetadataToEvents < ActiveRecord::Migration[7.1]\n  def change\n    add_column :events, :metadata, :json, null: false, default: {}\n  end\nend\n```",
  ec=[":jsonb"], ea=[r"re::json\b"],
  fix=[(":metadata, :json,", ":metadata, :jsonb,")],
  cq="Table for storing API responses from the carrier integration",
  co="```ruby\ncreate_table :carrier_responses do |t|\n  t.string :carrier, null: false\n  t.jsonb :body, null: false, default: {}\n  t.timestamps\nend\n```",
  holds="t.jsonb :body")

# ---------------------------------------------------------------- 047
S("sidekiq", "literal", "code_block", "same_topic",
  tq="Sidekiq job that syncs a contact to HubSpot",
  to="```ruby\nclass HubspotSyncJob\n  include Sidekiq::Worker\n\n  def perform(contact_id)\n    Hubspot::ContactSync.new(Contact.find(contact_id)).run\n  end\nend\n```",
  tm="include Sidekiq::Job. Worker is the legacy name and our rubocop config rejects it in new code",
  gw="Sidekiq::Worker", gr="Sidekiq::Job",
  rq="plain Sidekiq job to reindex a product in search",
  ro="```ruby\nclass ReindexProductJob\n  include Sidekiq::Worker\n  sidekiq_options queue: :default\n\n  def perform(product_id)\n    Product.find(product_id).reindex\n  end\nend\n```",
  ec=["include Sidekiq::Job"], ea=["Sidekiq::Worker"],
  fix=[("Sidekiq::Worker", "Sidekiq::Job")],
  cq="How do I run Sidekiq jobs inline in a spec?",
  co="`require \"sidekiq/testing\"` and call `Sidekiq::Testing.inline!`; jobs then run as soon as they're pushed.")

# ---------------------------------------------------------------- 048
S("team-config", "semantic", "prose_claim", "lookalike",
  tq="What time zone is the app configured with?",
  to="It doesn't set one, so it uses the Rails default: `config.time_zone` is UTC.",
  tm="we set config.time_zone = \"Europe/Berlin\" in application.rb. the DB still stores UTC",
  gw="It doesn't set one, so it uses the Rails default: `config.time_zone` is UTC.",
  gr="It sets `config.time_zone = \"Europe/Berlin\"` in application.rb.",
  rq="which zone does Time.current return in our app?",
  ro="Time.current follows config.time_zone, and since the app never sets it, you get UTC.",
  ec=["Europe/Berlin"], ea=["never sets it"],
  fix=[("and since the app never sets it, you get UTC.", "which the app sets to \"Europe/Berlin\" in application.rb.")],
  cq="What zone are the timestamps stored in in Postgres?",
  co="UTC: ActiveRecord writes them in UTC (`config.active_record.default_timezone` is `:utc`) and converts to `config.time_zone` when reading.",
  holds="default_timezone` is `:utc`")

# ---------------------------------------------------------------- 049
S("team-db", "literal", "reordered_args", "lookalike",
  tq="ApplicationRecord setup so reads can go to our replica",
  to="```ruby\nclass ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\n  connects_to database: { writing: :primary, reading: :replica }\nend\n```",
  tm="the database.yml entry is called primary_replica, there's no :replica config",
  gw="reading: :replica", gr="reading: :primary_replica",
  rq="abstract base class for the reporting models: writes go to primary, reads to our replica",
  ro="```ruby\nclass ReportingRecord < ActiveRecord::Base\n  self.abstract_class = true\n  connects_to database: { reading: :replica, writing: :primary }\nend\n```",
  ec=["reading: :primary_replica"], ea=["reading: :replica"],
  fix=[("reading: :replica", "reading: :primary_replica")],
  cq="database.yml block for the production replica",
  co="```yaml\nproduction:\n  primary:\n    url: <%= ENV[\"DATABASE_URL\"] %>\n  primary_replica:\n    url: <%= ENV[\"DATABASE_REPLICA_URL\"] %>\n    replica: true\n```",
  holds="replica: true")

# ---------------------------------------------------------------- 050
S("rails-generators", "literal", "casing", "lookalike",
  tq="I generated the wrong scaffold for Invoice. How do I undo it?",
  to="Run `bin/rails generate scaffold Invoice --undo` to remove everything it created.",
  tm="there's no --undo flag. bin/rails destroy scaffold Invoice (or rails d)",
  gw="bin/rails generate scaffold Invoice --undo", gr="bin/rails destroy scaffold Invoice",
  rq="remove everything that rails g scaffold invoice generated",
  ro="Run it again in reverse: `bin/rails generate scaffold invoice --undo` deletes the files the generator made.",
  ec=["re:(?i)rails (destroy|d) scaffold invoice"], ea=["--undo"],
  fix=[("Run it again in reverse: `bin/rails generate scaffold invoice --undo` deletes",
        "Use the destroy command: `bin/rails destroy scaffold invoice` deletes")],
  cq="How do I see what the scaffold generator would create without writing any files?",
  co="`bin/rails generate scaffold Invoice --pretend` (or `-p`) does a dry run and only prints the file list.",
  holds="bin/rails generate scaffold Invoice --pretend")

# ---------------------------------------------------------------- 051
S("rails-console", "literal", "equivalent_construct", "lookalike",
  tq="Open a production console where nothing I do gets saved",
  to="`bin/rails console --dry-run -e production`",
  tm="--sandbox, it wraps the session in a transaction and rolls it back on exit",
  gw="--dry-run", gr="--sandbox",
  rq="try out a destructive cleanup in the staging console without persisting anything",
  ro="Start it with `RAILS_ENV=staging bin/rails c --dry-run`; everything is discarded when you exit.",
  ec=["--sandbox"], ea=["--dry-run"],
  fix=[("--dry-run", "--sandbox")],
  cq="How do I see which gems bundle clean would remove?",
  co="`bundle clean --dry-run` lists the unused gems without deleting them.",
  holds="bundle clean --dry-run")

# ---------------------------------------------------------------- 052
S("bundler", "semantic", "prose_claim", "lookalike",
  tq="What versions does gem \"pg\", \"~> 1.5\" allow?",
  to="`~> 1.5` allows only 1.5.x patch releases, so 1.6 won't be picked up.",
  tm="~> 1.5 means >= 1.5 and < 2.0, so 1.6 is fine. For patch-only you'd write ~> 1.5.0",
  gw="`~> 1.5` allows only 1.5.x patch releases, so 1.6 won't be picked up.",
  gr="`~> 1.5` means >= 1.5 and < 2.0, so 1.6 is allowed.",
  rq="If the Gemfile has gem \"faraday\", \"~> 2.9\", will bundle update take me to 2.10?",
  ro="No, ~> 2.9 pins the minor version, so you'll only get 2.9.x patch releases.",
  ec=[r"re:< ?3(\.0)?\b|below 3\b|under 3\b"], ea=["only get 2.9.x"],
  fix=[("No, ~> 2.9 pins the minor version, so you'll only get 2.9.x patch releases.",
        "Yes, ~> 2.9 means >= 2.9 and < 3.0, so 2.10 is allowed.")],
  cq="What does gem \"rack\", \"~> 3.0.9\" allow?",
  co="`~> 3.0.9` allows only 3.0.x patch releases from 3.0.9 up, so 3.1 won't be picked up.",
  holds="so 3.1 won't be picked up")

# ---------------------------------------------------------------- 053
S("ruby", "semantic", "reworded", "same_topic",
  tq="We're on Ruby 3.3. Can I use `it` as the implicit block parameter?",
  to="Yes, `it` arrived in Ruby 3.3, so `users.map { it.email }` works.",
  tm="it is 3.4. on 3.3 that's just a warning plus a call to a method named it, so use _1 until we upgrade",
  gw="Yes, `it` arrived in Ruby 3.3, so `users.map { it.email }` works.",
  gr="No, `it` arrived in Ruby 3.4; on 3.3 use `users.map { _1.email }`.",
  rq="Ruby 3.3 project: is orders.sum { it.total } valid?",
  ro="Yes. Since Ruby 3.3 `it` refers to the first block parameter, so that sums the totals.",
  ec=[r"re:3\.4"], ea=["Since Ruby 3.3"],
  fix=[("Yes. Since Ruby 3.3 `it` refers to the first block parameter, so that sums the totals.",
        "Not on 3.3: `it` refers to the first block parameter only from Ruby 3.4, so write `orders.sum { _1.total }` (or `orders.sum(&:total)`) for now.")],
  cq="When were numbered block parameters like _1 added?",
  co="Ruby 2.7 added `_1`, `_2` and so on as numbered block parameters.")

# ---------------------------------------------------------------- 054
S("team-sidekiq", "literal", "reworded", "same_topic",
  tq="sidekiq.yml for production",
  to="```yaml\n:concurrency: 25\n:queues:\n  - critical\n  - default\n  - bulk\n  - low\n```",
  tm="prod runs concurrency 10, the pgbouncer pool per pod is sized for that",
  gw=":concurrency: 25", gr=":concurrency: 10",
  rq="How many threads does each production Sidekiq process run? I'm sizing the HPA.",
  ro="Each production Sidekiq process runs 25 threads (`:concurrency: 25` in config/sidekiq.yml).",
  ec=[":concurrency: 10"], ea=[":concurrency: 25", "25 threads"],
  fix=[("25 threads (`:concurrency: 25`", "10 threads (`:concurrency: 10`")],
  cq="Make Sidekiq check critical twice as often as default",
  co="Give the queues weights in sidekiq.yml:\n\n```yaml\n:queues:\n  - [critical, 2]\n  - [default, 1]\n```")

# ---------------------------------------------------------------- 055
S("team-rspec", "literal", "code_block", "same_topic",
  tq="Spec for the InvoicesController#create JSON endpoint",
  to="```ruby\n# spec/controllers/invoices_controller_spec.rb\nRSpec.describe InvoicesController, type: :controller do\n  it \"creates an invoice\" do\n    post :create, params: { invoice: attributes_for(:invoice) }, format: :json\n    expect(response).to have_http_status(:created)\n  end\nend\n```",
  tm="we don't write controller specs anymore, everything's a request spec under spec/requests with type: :request",
  gw="type: :controller", gr="type: :request",
  rq="test that DELETE /session logs the user out",
  ro="```ruby\nRSpec.describe SessionsController, type: :controller do\n  it \"logs out\" do\n    delete :destroy\n    expect(response).to have_http_status(:no_content)\n  end\nend\n```",
  ec=["type: :request"], ea=["type: :controller"],
  fix=[("RSpec.describe SessionsController, type: :controller do", "RSpec.describe \"Sessions\", type: :request do"),
       ("delete :destroy", "delete \"/session\"")],
  cq="rails_helper line so Devise's sign_in works in request specs",
  co="`config.include Devise::Test::IntegrationHelpers, type: :request`")

# ---------------------------------------------------------------- 056
S("rake", "paraphrase", "other_identifier", "lookalike",
  tq="How do I run reports:daily for 2024-05-01? I'm in zsh.",
  to="`bin/rails reports:daily[2024-05-01]`",
  tm="zsh globs the brackets (no matches found), quote it: bin/rails \"reports:daily[2024-05-01]\"",
  gw="bin/rails reports:daily[2024-05-01]", gr="bin/rails \"reports:daily[2024-05-01]\"",
  rq="In my zsh terminal, run invoices:resend for invoice 4411",
  ro="`bin/rails invoices:resend[4411]`",
  ec=[r"""re:["']invoices:resend\[4411\]["']|invoices:resend\\\[4411\\\]"""],
  ea=["bin/rails invoices:resend[4411]"],
  fix=[("`bin/rails invoices:resend[4411]`", "`bin/rails \"invoices:resend[4411]\"`")],
  cq="Invoke reports:daily with a date from Ruby code, e.g. inside another task",
  co="`Rake::Task[\"reports:daily\"].invoke(\"2024-05-01\")`; here the brackets are Ruby, so there's nothing to quote.",
  holds="Rake::Task[\"reports:daily\"].invoke(\"2024-05-01\")")

# ---------------------------------------------------------------- 057
S("bundler", "paraphrase", "code_block", "lookalike",
  tq="Gemfile.lock only lists arm64-darwin and CI on Linux refuses to install. Fix?",
  to="Run `bundle platform --add x86_64-linux` and commit the updated lockfile.",
  tm="bundle lock --add-platform x86_64-linux. bundle platform only prints platform info",
  gw="bundle platform --add x86_64-linux", gr="bundle lock --add-platform x86_64-linux",
  rq="docker build on an ARM Linux runner fails with: Your bundle only supports platforms [\"x86_64-linux\"]",
  ro="```sh\nbundle platform --add aarch64-linux\ngit add Gemfile.lock\n```",
  ec=["bundle lock --add-platform aarch64-linux"], ea=["bundle platform --add"],
  fix=[("bundle platform --add aarch64-linux", "bundle lock --add-platform aarch64-linux")],
  cq="How do I print the Ruby version the Gemfile asks for?",
  co="`bundle platform --ruby` prints the `ruby` directive from the Gemfile.",
  holds="bundle platform --ruby")

# ---------------------------------------------------------------- 058
S("rails-migrations", "paraphrase", "reordered_args", "lookalike",
  tq="What table does create_join_table :users, :roles create?",
  to="It creates `users_roles`, with `user_id` and `role_id` columns.",
  tm="it sorts the names, so roles_users (the same name has_and_belongs_to_many looks for)",
  gw="`users_roles`", gr="`roles_users`",
  rq="name of the table from create_join_table :tags, :articles?",
  ro="It's tags_articles, named in the order you pass the tables.",
  ec=["articles_tags"], ea=["tags_articles"],
  fix=[("It's tags_articles, named in the order you pass the tables.",
        "It's articles_tags: the two names are sorted alphabetically.")],
  cq="Which table does has_many :roles, through: :user_roles read from?",
  co="`user_roles`, the table of the `UserRole` join model; no sorting applies there.",
  holds="`user_roles`")

# ---------------------------------------------------------------- 059
S("team-data", "semantic", "reworded", "unrelated",
  tq="After adding accounts.plan, how do I set it to 'free' for the existing rows?",
  to="Do it in the same migration: add `Account.where(plan: nil).update_all(plan: \"free\")` in `up` after the `add_column`.",
  tm="we don't put data changes in schema migrations. backfills are rake tasks under lib/tasks/data/ (data: namespace) that we run after the deploy",
  gw="Do it in the same migration: add `Account.where(plan: nil).update_all(plan: \"free\")` in `up` after the `add_column`.",
  gr="Put the backfill in a rake task under lib/tasks/data/ (data: namespace) and run it after the deploy.",
  rq="users.locale is new and empty, how do I fill it with 'en' for everyone?",
  ro="Backfill inside the migration that added the column: in `def up`, after `add_column`, run `User.where(locale: nil).update_all(locale: \"en\")`.",
  ec=[r"re:lib/tasks/data|\bdata:"], ea=["inside the migration"],
  fix=[("Backfill inside the migration that added the column: in `def up`, after `add_column`, run `User.where(locale: nil).update_all(locale: \"en\")`.",
        "Backfill with a rake task in lib/tasks/data/ (data: namespace), e.g. `task backfill_user_locale: :environment do User.where(locale: nil).update_all(locale: \"en\") end`, and run it after the deploy.")],
  cq="squash my last three commits into one",
  co="`git rebase -i HEAD~3`, then mark the last two as `squash`.")

# ---------------------------------------------------------------- 060
S("team-sidekiq", "literal", "reworded", "lookalike",
  tq="Mount the Sidekiq dashboard for admins",
  to="```ruby\nrequire \"sidekiq/web\"\n\nauthenticate :user, ->(u) { u.admin? } do\n  mount Sidekiq::Web => \"/sidekiq\"\nend\n```",
  tm="we mount it at /admin/sidekiq, the ingress only lets /admin/* through from the VPN",
  gw="\"/sidekiq\"", gr="\"/admin/sidekiq\"",
  rq="what's the URL of the Sidekiq web UI on staging?",
  ro="It's https://staging.acme.dev/sidekiq, once you're signed in as an admin.",
  ec=["/admin/sidekiq"], ea=["acme.dev/sidekiq"],
  fix=[("acme.dev/sidekiq", "acme.dev/admin/sidekiq")],
  cq="Where does Sidekiq read its settings from by default?",
  co="From `config/sidekiq.yml`; pass `-C` to point it at another file.",
  holds="config/sidekiq.yml")


# ============================================================== checks
def hit(text, pattern):
    if pattern.startswith("re:"):
        return re.search(pattern[3:], text) is not None
    return pattern in text


def fixed(text, contains, absent):
    return all(hit(text, p) for p in contains) and not any(hit(text, p) for p in absent)


def validate():
    errors = []
    n = len(SCENARIOS)
    if n != 60:
        errors.append("expected 60 scenarios, got %d" % n)
    seen_text = {}
    for i, sc in enumerate(SCENARIOS, 1):
        sid = sc["id"]
        if sid != "%s%03d" % (PREFIX, i):
            errors.append("%s: id out of order" % sid)
        if sc["difficulty"] not in DIFFICULTIES:
            errors.append("%s: bad difficulty" % sid)
        if sc["control_kind"] not in CONTROL_KINDS:
            errors.append("%s: bad control_kind" % sid)
        if sc["repeat_variation"] not in VARIATIONS:
            errors.append("%s: bad repeat_variation" % sid)
        t, r, c = sc["teach"], sc["repeat"], sc["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errors.append("%s: empty %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"]:
            errors.append("%s: gold_right already in teach.output" % sid)
        pats = r["expect_contains"] + r["expect_absent"]
        if not pats:
            errors.append("%s: repeat has no checks" % sid)
        for p in pats:
            if p.startswith("re:"):
                try:
                    re.compile(p[3:])
                except re.error as e:
                    errors.append("%s: bad regex %r: %s" % (sid, p, e))
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            errors.append("%s: repeat as written already passes its check" % sid)
        out = r["output"]
        if not sc["_fix"]:
            errors.append("%s: no fix" % sid)
        for old, new in sc["_fix"]:
            if old not in out:
                errors.append("%s: fix old text not in repeat: %r" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            errors.append("%s: fixed repeat does not pass: %r" % (sid, out))
        if sc["control_kind"] in ("lookalike", "already_correct"):
            if not sc["_holds"]:
                errors.append("%s: %s control needs holds" % (sid, sc["control_kind"]))
            elif sc["_holds"] not in c["output"]:
                errors.append("%s: holds not in control.output" % sid)
        for label, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            key = " ".join(text.split())
            if key in seen_text:
                errors.append("%s: duplicate text %s (also %s)" % (sid, label, seen_text[key]))
            else:
                seen_text[key] = "%s %s" % (sid, label)
    for field, ranges in RANGES.items():
        counts = Counter(sc[field] for sc in SCENARIOS)
        for value, (lo, hi) in ranges.items():
            if not lo <= counts.get(value, 0) <= hi:
                errors.append("count %s=%s is %d, want %d..%d" % (field, value, counts.get(value, 0), lo, hi))
    return errors


def table(field, values):
    counts = Counter(sc[field] for sc in SCENARIOS)
    lines = ["| %s | count |" % field, "|---|---|"]
    for v in values:
        lines.append("| %s | %d |" % (v, counts.get(v, 0)))
    return "\n".join(lines)


def readme():
    topics = Counter(sc["topic"] for sc in SCENARIOS)
    parts = [
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev51: Ruby and Rails",
        "",
        "Sixty teach -> repeat -> control scenarios (`d51-001` ... `d51-060`) on Ruby and Rails work: "
        "Bundler, Rails generators and migrations, ActiveRecord, rake tasks, Puma and Sidekiq configuration, "
        "ActiveJob, RSpec, credentials, Ruby version managers, and one team's own conventions "
        "(gem sources, queues, database hosts and ports, Redis databases, buckets, naming rules, policies). "
        "The team facts describe a fictional environment (`acme`); they are right only inside these scenarios.",
        "",
        "Each scenario follows the scenario rules of `shared/eval/loop/README.md`: `teach.output` holds one mistake "
        "that `teach.message` corrects; `repeat` is another session whose output repeats the mistake and is fixed when "
        "every `expect_contains` entry is present and every `expect_absent` entry is absent (`re:` entries are Python "
        "regexes, the others case-sensitive substrings); `control.output` must come back byte-identical.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data plus build-only checks (a `fix` per repeat that must make it pass, a `holds` string per lookalike / already_correct control); validates and writes the two files below |",
        "| `scenarios.jsonl` | %d scenarios, one JSON object per line: `id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control` |" % len(SCENARIOS),
        "| `README.md` | this file (generated) |",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTIES),
        "",
        table("control_kind", CONTROL_KINDS),
        "",
        table("repeat_variation", VARIATIONS),
        "",
        "| topic | count |",
        "|---|---|",
    ]
    for tpc in sorted(topics):
        parts.append("| %s | %d |" % (tpc, topics[tpc]))
    parts.append("")
    return "\n".join(parts)


def main():
    errors = validate()
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        return 1
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for sc in SCENARIOS:
            f.write(json.dumps({k: sc[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    for field in RANGES:
        print(field, dict(Counter(sc[field] for sc in SCENARIOS)))
    print("ok: wrote %d scenarios" % len(SCENARIOS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
