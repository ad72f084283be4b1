#!/usr/bin/env python3
"""Checks the message catalogues against the sources.

The messages are extracted from the sources by xgettext, as translators' tools do, and every
catalogue given must translate each of them: not missing, not fuzzy, not empty, every plural form
present, and exactly the {placeholders} of the English message. A catalogue's entries that the sources
no longer use are errors too (scripts/update-po.sh removes them). Exit status 1 on any fault, with one
line per fault naming the catalogue, its line and the message.

usage: check_catalogues.py SOURCE_DIR PO_FILE...
"""
import os
import re
import subprocess
import sys
import tempfile

# The functions that mark a message, with xgettext's argument specs.
KEYWORDS = ["tr:1", "trc:1c,2", "trn:1,2", "N_:1", "NC_:1c,2", "msg_in:1c,2"]
PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_]+)\}")


def unquote(text):
    return bytes(text[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def parse_po(path):
    """The entries of a .po file: {(context, msgid): entry}; entry has plural, forms, fuzzy, line."""
    entries = {}
    header = ""
    current = None
    field = None

    def finish():
        nonlocal current, header
        if current is not None and not current["obsolete"]:
            if current["msgid"] == "" and current["context"] is None:
                header = current["forms"].get(0, "")
            else:
                entries[(current["context"], current["msgid"])] = current
        current = None

    flags = ""
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            if not line:
                finish()
                continue
            if line.startswith("#~"):
                continue
            if line.startswith("#,"):
                finish()
                flags = line
                continue
            if line.startswith("#"):
                continue
            if current is None or (line.startswith(("msgctxt", "msgid ")) and field and field.startswith("msgstr")):
                finish()
                current = {"context": None, "msgid": None, "plural": None, "forms": {},
                           "fuzzy": "fuzzy" in flags, "line": number, "obsolete": False}
                flags = ""
            match = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
            if match:
                keyword, index, text = match.group(1), match.group(2), unquote(match.group(3))
                if keyword == "msgctxt":
                    field = "context"
                    current["context"] = text
                elif keyword == "msgid":
                    field = "msgid"
                    current["msgid"] = text
                elif keyword == "msgid_plural":
                    field = "plural"
                    current["plural"] = text
                else:
                    field = "msgstr%d" % int(index or 0)
                    current["forms"][int(index or 0)] = text
            elif line.startswith('"') and field:
                text = unquote(line)
                if field == "context":
                    current["context"] += text
                elif field == "msgid":
                    current["msgid"] += text
                elif field == "plural":
                    current["plural"] += text
                else:
                    current["forms"][int(field[6:])] += text
            else:
                raise SystemExit("%s:%d: cannot read this line: %s" % (path, number, line))
    finish()
    match = re.search(r"nplurals\s*=\s*(\d+)", header)
    return entries, int(match.group(1)) if match else 2


def extract(source_dir):
    files = []
    for root, _, names in os.walk(source_dir):
        files += [os.path.join(root, n) for n in names if n.endswith((".cpp", ".hpp"))]
    with tempfile.TemporaryDirectory() as scratch:
        pot = os.path.join(scratch, "pendule.pot")
        command = ["xgettext", "--force-po", "--from-code=UTF-8", "--language=C++", "--no-wrap",
                   "-o", pot] + ["--keyword=" + k for k in KEYWORDS] + sorted(files)
        subprocess.run(command, check=True)
        return parse_po(pot)[0]


def check(po_path, messages):
    entries, forms = parse_po(po_path)
    faults = []
    for key, message in sorted(messages.items(), key=lambda item: item[1]["line"]):
        context, msgid = key
        where = repr(msgid) + ("" if context is None else " (context %r)" % context)
        entry = entries.get(key)
        if entry is None:
            faults.append("%s: missing translation of %s" % (po_path, where))
            continue
        expected_forms = forms if message["plural"] is not None else 1
        translations = [entry["forms"].get(i, "") for i in range(expected_forms)]
        if entry["fuzzy"]:
            faults.append("%s:%d: fuzzy translation of %s" % (po_path, entry["line"], where))
        elif any(t == "" for t in translations):
            faults.append("%s:%d: empty translation of %s" % (po_path, entry["line"], where))
        english = set(PLACEHOLDER.findall(msgid)) | set(PLACEHOLDER.findall(message["plural"] or ""))
        for text in translations:
            if text and set(PLACEHOLDER.findall(text)) != english:
                faults.append("%s:%d: placeholders %s in %r, the English has %s" % (
                    po_path, entry["line"], sorted(set(PLACEHOLDER.findall(text))), text, sorted(english)))
    for key, entry in entries.items():
        if key not in messages:
            faults.append("%s:%d: %r is no longer in the sources (scripts/update-po.sh)" % (
                po_path, entry["line"], key[1]))
    return faults


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    messages = extract(sys.argv[1])
    faults = []
    for po_path in sys.argv[2:]:
        faults += check(po_path, messages)
    for fault in faults:
        print(fault)
    print("%d messages in the sources, %d catalogues, %d faults" % (len(messages), len(sys.argv) - 2, len(faults)))
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
