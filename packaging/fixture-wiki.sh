#!/usr/bin/env bash
# Writes a small wiki (four markdown pages) into DIR: the fixture of the CDS training run and the smoke test.
#   bash packaging/fixture-wiki.sh DIR
set -euo pipefail
dir=${1:?usage: fixture-wiki.sh DIR}
mkdir -p "$dir/Editing" "$dir/Getting started"

cat > "$dir/Editing/Callouts.md" <<'MD'
---
title: Callouts
aliases: [admonitions]
tags: [editing]
---
# Callouts

Use callouts to include additional content without breaking the flow of your notes.

To create a callout, add `[!info]` to the first line of a blockquote, where `info` is the type identifier.
The type identifier determines how the callout looks and feels.

> [!tip] Callouts can have a custom title
> Add the title after the type identifier.

## Foldable callouts

You can make a callout foldable by adding a plus (+) or a minus (-) directly after the type identifier.
MD

cat > "$dir/Editing/Links.md" <<'MD'
# Internal links

Link to another note with double brackets: [[Callouts]]. To link to a heading, add a hash sign: [[Callouts#Foldable callouts]].
Embed a note in another note with an exclamation mark before the link: ![[Callouts]].
MD

cat > "$dir/Getting started/Create a vault.md" <<'MD'
# Create a vault

A vault is a folder on your local file system where your notes are stored.
To create a new vault, open the vault switcher and select **Create new vault**.
MD

cat > "$dir/Home.md" <<'MD'
# Home

Welcome to the fixture wiki. Start with [[Create a vault]], then read about [[Callouts]] and [[Links]].
MD
