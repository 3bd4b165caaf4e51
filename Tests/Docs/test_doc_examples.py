#!/usr/bin/env python3
"""The transcript checker itself (doc_examples.py): elisions, exit statuses, and a drifted output
reported as a failure."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
import doc_examples


class DocExamplesTests(unittest.TestCase):
    def test_elision_matches_any_lines(self):
        self.assertTrue(doc_examples.matches(["a", "...", "z"], ["a", "b", "c", "z"]))
        self.assertTrue(doc_examples.matches(["a", "...", "z"], ["a", "z"]))
        self.assertFalse(doc_examples.matches(["a", "...", "z"], ["a", "b"]))
        self.assertFalse(doc_examples.matches(["a"], ["a", "b"]))

    def test_transcript_reads_commands_outputs_and_exit_statuses(self):
        steps = doc_examples.transcript(["$ echo hi", "hi", "$ false  # exit 1"])
        self.assertEqual(steps, [("echo hi", 0, ["hi"]), ("false  # exit 1", 1, [])])

    def test_a_drifted_output_fails(self):
        with tempfile.TemporaryDirectory() as folder:
            page = os.path.join(folder, "page.md")
            with open(page, "w") as f:
                f.write("```console\n$ echo 148 traces\n136 traces\n$ true\n```\n")
            self.assertEqual(doc_examples.main(["/bin/true", page]), 1)
            with open(page, "w") as f:
                f.write("```console\n$ echo 148 traces\n148 traces\n$ exit 3  # exit 3\n```\n")
            self.assertEqual(doc_examples.main(["/bin/true", page]), 0)


if __name__ == "__main__":
    unittest.main()
