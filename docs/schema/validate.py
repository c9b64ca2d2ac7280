#!/usr/bin/env python3
"""Validates gpuperf JSON output against the schema its "schema" key names.

    build/tools/gpuperf/gpuperf analyze k.ll --format json | python3 docs/schema/validate.py -
    python3 docs/schema/validate.py report.json ranking.json

gpuperf-report/1 is checked against gpuperf-report-1.schema.json and
gpuperf-rank/1 against gpuperf-rank-1.schema.json (JSON Schema draft
2020-12, next to this script); the array `analyze` writes for several inputs
is checked report by report. Needs the jsonschema package. Prints one line
per invalid document and exits 1 if there is any.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = {"gpuperf-report/1": "gpuperf-report-1.schema.json",
           "gpuperf-rank/1": "gpuperf-rank-1.schema.json"}


def validators():
    """{schema name: jsonschema validator}."""
    from jsonschema import Draft202012Validator
    out = {}
    for name, file in SCHEMAS.items():
        with open(os.path.join(HERE, file)) as f:
            schema = json.load(f)
        Draft202012Validator.check_schema(schema)
        out[name] = Draft202012Validator(schema)
    return out


def problem(doc, checkers):
    """Why doc is not valid gpuperf output, or None."""
    if not isinstance(doc, dict) or doc.get("schema") not in checkers:
        return "not a gpuperf document (\"schema\" is none of %s)" % ", ".join(sorted(checkers))
    errors = sorted(checkers[doc["schema"]].iter_errors(doc), key=lambda e: list(e.path))
    if not errors:
        return None
    e = errors[0]
    where = "/".join(str(p) for p in e.absolute_path) or "(top)"
    return "%s: %s" % (where, e.message)


def problems(doc, checkers):
    """Why doc (a document, or the array `analyze` writes for several inputs)
    is not valid gpuperf output, or None."""
    if not isinstance(doc, list):
        return problem(doc, checkers)
    if not doc:
        return "an empty array"
    for i, item in enumerate(doc):
        why = problem(item, checkers)
        if why:
            return "[%d]: %s" % (i, why)
    return None


def main(paths):
    checkers = validators()
    bad = 0
    for path in paths:
        try:
            text = sys.stdin.read() if path == "-" else open(path).read()
            why = problems(json.loads(text), checkers)
        except (OSError, ValueError) as e:
            why = str(e)
        if why:
            print("%s: invalid: %s" % (path, why))
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[0] + "\nusage: validate.py FILE.json|-...")
    sys.exit(main(sys.argv[1:]))
