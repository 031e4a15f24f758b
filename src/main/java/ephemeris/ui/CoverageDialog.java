package ephemeris.ui;

import ephemeris.wiki.FileStatus;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The coverage report: every file under the wiki root, indexed or skipped or failed, with the reason.
 * Opens showing only the files left out when there are any, since those are what a user comes to see.
 */
final class CoverageDialog extends Dialog<Void> {
    CoverageDialog(Window owner, Path root, List<FileStatus> files) {
        initOwner(owner);
        setTitle("Coverage report");
        setResizable(true);
        long indexed = files.stream().filter(f -> f.state() == FileStatus.State.INDEXED).count();
        long skipped = files.stream().filter(f -> f.state() == FileStatus.State.SKIPPED).count();
        long failed = files.stream().filter(f -> f.state() == FileStatus.State.FAILED).count();

        Label where = new Label(root == null ? "No wiki is open." : root.toString());
        where.getStyleClass().add("text-muted");
        Label summary = new Label(String.format(Locale.ROOT, "%,d indexed · %,d skipped · %,d failed", indexed, skipped, failed));
        summary.getStyleClass().add("title-4");
        summary.setId("coverage-summary");

        FilteredList<FileStatus> shown = new FilteredList<>(FXCollections.observableArrayList(files));
        CheckBox onlyLeftOut = new CheckBox("Only files left out");
        onlyLeftOut.setId("coverage-only-left-out");
        onlyLeftOut.selectedProperty().subscribe(only ->
                shown.setPredicate(f -> !only || f.state() != FileStatus.State.INDEXED));
        onlyLeftOut.setSelected(skipped + failed > 0);

        TableView<FileStatus> table = new TableView<>(shown);
        table.setId("coverage-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setMinWidth(0);
        table.setPlaceholder(new Label("Every file is indexed."));
        table.getColumns().add(column("Status", 80, f -> f.state().name().toLowerCase(Locale.ROOT)));
        table.getColumns().add(column("File", 420, FileStatus::path));
        table.getColumns().add(column("Size", 90, f -> f.size() < 0 ? "" : humanSize(f.size())));
        table.getColumns().add(column("Reason", 240, FileStatus::reason));
        VBox.setVgrow(table, Priority.ALWAYS);

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = new HBox(12, summary, spacer, onlyLeftOut);
        VBox content = new VBox(8, where, header, table);
        content.setPadding(new Insets(14, 18, 4, 18));
        getDialogPane().setContent(content);
        getDialogPane().setPrefSize(900, 600);
        getDialogPane().setMinSize(600, 400);
        // The dialog's window takes its first size before the theme's CSS is applied; size it once shown.
        setOnShown(e -> {
            Window w = getDialogPane().getScene().getWindow();
            w.setWidth(Math.max(w.getWidth(), 900));
            w.setHeight(Math.max(w.getHeight(), 600));
            if (owner != null) {
                w.setX(owner.getX() + (owner.getWidth() - w.getWidth()) / 2);
                w.setY(owner.getY() + (owner.getHeight() - w.getHeight()) / 3);
            }
        });
        getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
    }

    private static TableColumn<FileStatus, String> column(String name, double width,
                                                          java.util.function.Function<FileStatus, String> value) {
        TableColumn<FileStatus, String> c = new TableColumn<>(name);
        c.setPrefWidth(width);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())).getReadOnlyProperty());
        return c;
    }

    static String humanSize(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KB", bytes / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}
