import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace agreement")
struct AgreementCommandTests {
    static let labelled = "Tests/Fixtures/agreement/labelled"

    @Test("per task: attempts, agreeing, agreement and what the recognizer said; unlabelled traces skipped")
    func textTable() throws {
        let result = try CommandRunner.run(["agreement", Self.labelled])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "task         attempts  agreeing  agreement  recognized as")
        // The two drifting taps (11 and 16 pt) are taps; the 40 pt slide is not.
        #expect(lines.contains("tap                 4         3     75.0 %  tap 3, swipe-down 1"))
        #expect(lines.contains("double-tap          2         2    100.0 %  double-tap 2"))
        #expect(lines.contains("long-press          1         1    100.0 %  long-press 1"))
        // meta.direction "down": the upward drag disagrees.
        #expect(lines.contains("drag down           3         2     66.7 %  pan-down 1, swipe-down 1, swipe-up 1"))
        #expect(lines.contains("all                10         8     80.0 %"))
        #expect(lines.last == "5 traces: 4 labelled, 1 without meta.task, 0 invalid")
    }

    @Test("the previous rules (tap slop 10 pt, no swipe distance) call the drifting taps swipes")
    func overridesShowWhatARuleCosts() throws {
        let result = try CommandRunner.run(["agreement", "--tap-slop", "10", "--swipe-distance", "0", Self.labelled])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tap                 4         1     25.0 %  swipe-down 3, tap 1"))
    }

    @Test("csv and json carry the same numbers, in a stable order")
    func csvAndJSON() throws {
        let csv = try CommandRunner.run(["agreement", "--format", "csv", Self.labelled])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first == "task,direction,attempts,agreeing,agreement_percent,recognized,count,agrees")
        #expect(rows.dropFirst().first == "tap,,4,3,75.0,tap,3,true")
        #expect(rows.contains("drag,down,3,2,66.7,swipe-up,1,false"))
        let json = try CommandRunner.run(["agreement", "--format", "json", Self.labelled])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["task"] as? String } == ["tap", "double-tap", "long-press", "drag"])
        #expect(tasks.map { $0["agreeing"] as? Int } == [3, 2, 1, 2])
        #expect((object["traces"] as? [String: Int]) == ["labelled": 4, "unlabelled": 1, "invalid": 0])
        #expect(try CommandRunner.run(["agreement", "--format", "json", Self.labelled]).stdout == json.stdout)
    }

    @Test("an unknown meta.task is named on stderr, the rest still counted, exit 65")
    func badLabel() throws {
        let result = try CommandRunner.run(["agreement", "Tests/Fixtures/agreement"])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "bad-task.jsonl: error: meta.task: expected one of tap, double-tap, long-press, drag, swipe, "
                    + "found \"poke\""))
        #expect(result.stdout.contains("6 traces: 4 labelled, 1 without meta.task, 1 invalid"))
    }
}
