#!/usr/bin/env python3
"""Checks a `query "How do I create a callout?" --json` answer on the fixture wiki (packaging/fixture-wiki.sh):
the whole of stdout is one JSON document with seed 004's fields, answered from Callouts.md.
Used by packaging/smoke-test.sh and .ci/deb-check.sh.   python3 packaging/check-answer.py ANSWER.json"""
import json
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    d = json.load(f)  # the whole of stdout must be one JSON document
for key in ("answer", "pages_consulted", "confidence", "go_external", "stale", "error"):
    assert key in d, f"missing key {key}"
assert d["error"] is None, d["error"]
assert "[!info]" in d["answer"] and "blockquote" in d["answer"], d["answer"]
assert any(p.endswith("Callouts.md") for p in d["pages_consulted"]), d["pages_consulted"]
assert d["confidence"] in ("high", "medium", "low"), d["confidence"]
print("answer:", d["answer"])
print("confidence:", d["confidence"], "| pages:", ", ".join(d["pages_consulted"]))
