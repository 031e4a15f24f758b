package ephemeris.bench;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** `bench --speed` puts each figure beside its peer from the same run and the target it is held to. */
class SpeedSummaryTest {
    private static final CallBenchmark.Result CALLS = new CallBenchmark.Result("",
            new CallBenchmark.Medians(780, 160), new CallBenchmark.Medians(240, 320), new CallBenchmark.Medians(200, 250));
    private static final MeaningBenchmark.Result MEANING = new MeaningBenchmark.Result("", 285.6, 104_982);

    @Test
    void eachFigureStandsBesideItsPeerItsRatioAndItsTarget() {
        List<String> lines = SpeedSummary.table("docs", new FirstBuildBenchmark.Result("", 16.6, 24.8), CALLS, MEANING).lines().toList();
        assertEquals(List.of(
                "| measure | Ephemeris | peer, in the same run | ratio (ours / peer's) | target |",
                "|---|---|---|---|---|",
                "| first build (`query … --meaning off`, empty cache) | 16.6 s | `recollindex` 24.8 s | 0.67× | ≤ 0.5× |",
                "| a `query … --json` call opening the index itself | 780 ms | the seed's method 160 ms | 4.88× |  |",
                "| the same, answered by `ephemeris serve` | 240 ms | the seed's method 320 ms | 0.75× |  |",
                "| the same as users call it: a burst, nothing started beforehand | 200 ms | the seed's method 250 ms | 0.80× | ≤ 1× |",
                "| meaning vectors for every passage, in the background | 286 s (104,982 vectors, 368 a second) | | | a third of the time before issue 19 |"),
                lines.subList(2, lines.size()));
        assertEquals("", lines.get(1));
    }

    @Test
    void withoutRecollTheFirstBuildStandsAlone() {
        List<String> lines = SpeedSummary.table("docs", new FirstBuildBenchmark.Result("", 3.1, Double.NaN), CALLS, MEANING).lines().toList();
        assertEquals("| first build (`query … --meaning off`, empty cache) | 3.1 s | `recollindex` not installed | | ≤ 0.5× |", lines.get(4));
    }
}
